/**
 * The connection programs' test services with a scripted secure frame and the embedded wallet's
 * kind over it, the frame already READY: what the email-login tests run their programs in.
 */
import { Effect, Layer } from "effect"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { Storage } from "../../../core/services/Storage.js"
import { makeEmbeddedWalletConnection } from "../../../layers/EmbeddedWalletConnection.js"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import { evmEnv } from "../connection/evmTestEnv.js"
import { lateKind, listEmbeddedWalletReady } from "./embeddedTestEnv.js"

export const withEmbeddedWallet = <A, E, R>(body: (script: FrameScript) => Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const { service, script } = yield* SecureFrameTest.make
    const { auth, set } = lateKind()
    return yield* Effect.gen(function* () {
      const storage = yield* Storage
      set(
        yield* makeEmbeddedWalletConnection({
          frame: service,
          storage,
          activeNetwork: Effect.succeedNone,
          onTimeout: () => Effect.void,
          openFrame: service.create("https://secure.example/sdk")
        })
      )
      yield* listEmbeddedWalletReady(service, script)
      return yield* body(script)
    }).pipe(Effect.provide(Layer.merge(evmEnv({ auth, frame: service }).layer, Layer.succeed(SecureFrame, service))))
  })
