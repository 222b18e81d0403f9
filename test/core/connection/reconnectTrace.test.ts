/**
 * What a reload leaves for the host's tracing and logs: the reconnect and disconnect programs
 * each open a span under their name; a wallet that does not come back is logged with why; and
 * the sign-in step (its chunk and its span) runs only once a wallet is back.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Tracer } from "effect"
import { disconnect } from "../../../core/connection/disconnect.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import { localSiwx } from "../../../core/siwx/localSiwx.js"
import * as LogTest from "../../../layers/LogTest.js"
import { WALLET_ID, evmEnv, installWallet, storedConnection } from "./evmTestEnv.js"

const env = Layer.merge(
  evmEnv({ options: { siwx: localSiwx({ required: true, url: "https://app.example/" }) }, storage: storedConnection() }).layer,
  LogTest.layer({ level: "info" })
)

/** Runs `effect` under a tracer that keeps the name of every span opened. */
const spanNamesOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const base = yield* Effect.tracer
    const names: Array<string> = []
    const recording = Tracer.make({
      span: (...args) => {
        const span = base.span(...args)
        names.push(span.name)
        return span
      },
      context: (f, fiber) => base.context(f, fiber)
    })
    const result = yield* Effect.withTracer(effect, recording)
    return { result, names }
  })

describe("reconnect and disconnect, traced and logged", () => {
  it.effect("a wallet back: the reconnect span, then the sign-in step's; disconnect opens its own span", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      const reload = yield* spanNamesOf(reconnect)
      expect(reload.result).toBe("Reconnected")
      expect(reload.names[0]).toBe("connection.reconnect")
      expect(reload.names).toContain("siwx.askSignIn")
      const leaving = yield* spanNamesOf(disconnect())
      expect(leaving.names[0]).toBe("connection.disconnect")
    }).pipe(Effect.provide(env)))

  it.effect("a wallet that no longer grants access: logged with the reason; no sign-in step runs", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: false })
      const reload = yield* spanNamesOf(reconnect)
      expect(reload.result).toBe("NotAuthorized")
      expect(reload.names).not.toContain("siwx.askSignIn")
      expect((yield* readLogs).filter((line) => line.includes("not reconnected"))).toEqual([
        expect.stringContaining(`The stored wallet ${WALLET_ID} was not reconnected: ConnectFailed`)
      ])
    }).pipe(Effect.provide(env)))
})
