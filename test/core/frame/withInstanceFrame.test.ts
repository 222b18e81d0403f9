/**
 * The email login's programs and the embedded wallet's kind share one secure frame per instance:
 * the one the connection kinds hold (here the scripted frame the context brings).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mainnet } from "doorway-connect/networks"
import { withInstanceFrame } from "../../../core/frame/withInstanceFrame.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { WalletConnections } from "../../../core/services/WalletConnections.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { WalletConnectionsTest } from "../../../layers/WalletConnectionsTest.js"
import { EvmWalletTest } from "../../../layers/EvmWalletTest.js"
import { liveConnectionEnv } from "../connection/liveConnectionEnv.js"

const env = liveConnectionEnv({
  rpc: RpcTransportTest({}, { connectionCheck: false }),
  storage: StorageMemory.layer,
  options: OptionsLive({ projectId: "p1", networks: [mainnet] })
})

describe("withInstanceFrame", () => {
  it.effect("runs a program over the frame the connection kinds hold, the same one each time", () =>
    Effect.gen(function* () {
      const { secureFrame } = yield* WalletConnections
      const first = yield* secureFrame
      expect(yield* secureFrame).toBe(first)
      expect(yield* withInstanceFrame(SecureFrame)).toBe(first)
      // The program's frame is the one the script plays.
      yield* withInstanceFrame(Effect.flatMap(SecureFrame, (frame) => frame.create("https://secure.example/sdk")))
      expect(yield* (yield* SecureFrameScript).created).toEqual(["https://secure.example/sdk"])
    }).pipe(Effect.provide(env), Effect.scoped)
  )

  it.effect("fails with the kinds' error when the instance has no frame to give", () =>
    Effect.gen(function* () {
      const error = yield* withInstanceFrame(SecureFrame).pipe(Effect.flip)
      expect(error._tag).toBe("ConnectFailed")
    }).pipe(Effect.provide(WalletConnectionsTest().pipe(Layer.provide(EvmWalletTest), Layer.provide(RpcTransportTest({}, { connectionCheck: false })))))
  )
})
