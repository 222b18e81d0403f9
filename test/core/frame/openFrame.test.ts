import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { openFrame, openFrameIfLoginUsed } from "../../../core/frame/openFrame.js"
import { mainnet, polygon } from "../../../core/networks/evm.js"
import { Options } from "../../../core/services/Options.js"
import { Storage } from "../../../core/services/Storage.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { frameTestEnv } from "./frameTestEnv.js"

const env = Layer.merge(
  frameTestEnv,
  Layer.succeed(
    Options,
    resolveOptions({ projectId: "p1", networks: [mainnet, polygon], endpoints: { secureSite: "http://127.0.0.1:4010" } })
  )
)

const createdSrcs = Effect.flatMap(SecureFrameScript, (script) => script.created)

describe("openFrame (WIRE §4.1)", () => {
  it.effect("creates the frame once, at the configured secure site, for the project and network", () =>
    Effect.gen(function* () {
      yield* openFrame(polygon)
      yield* openFrame(mainnet, false)
      expect(yield* createdSrcs).toEqual([
        "http://127.0.0.1:4010/sdk?projectId=p1&chainId=eip155%3A137&version=4&enableLogger=true&rpcUrl=https%3A%2F%2Fpolygon.drpc.org"
      ])
    }).pipe(Effect.provide(env)))

  it.effect("at start, creates it only after an earlier email or social login", () =>
    Effect.gen(function* () {
      yield* openFrameIfLoginUsed(undefined)
      expect(yield* createdSrcs).toEqual([])
      yield* Effect.flatMap(Storage, (storage) => storage.set("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true"))
      yield* openFrameIfLoginUsed(undefined, false)
      expect(yield* createdSrcs).toEqual([
        "http://127.0.0.1:4010/sdk?projectId=p1&chainId=eip155%3A1&version=4&enableLogger=false&rpcUrl=https%3A%2F%2Frpc.walletconnect.org"
      ])
    }).pipe(Effect.provide(env)))
})
