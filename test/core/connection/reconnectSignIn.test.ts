/**
 * The sign-in step after a reload (SPEC §4): once a stored wallet is back without a sign-in
 * session, the visitor is asked to sign in; when no wallet came back nothing is asked.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { reconnect } from "../../../core/connection/reconnect.js"
import { localSiwx } from "../../../core/siwx/localSiwx.js"
import { evmEnv, installWallet, modalOpen, storedConnection, views } from "./evmTestEnv.js"

const withSignIn = evmEnv({ options: { siwx: localSiwx({ required: true, url: "https://app.example/" }) }, storage: storedConnection() }).layer

describe("reconnect, then sign-in", () => {
  it.effect("the wallet back without a session: the modal opens on SIWXSignMessage", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      expect(yield* reconnect).toBe("Reconnected")
      expect(yield* views).toEqual(["SIWXSignMessage"])
      expect(yield* modalOpen).toBe(true)
    }).pipe(Effect.provide(withSignIn)))

  it.effect("no wallet back: nothing is asked, the modal stays closed", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: false })
      expect(yield* reconnect).toBe("NotAuthorized")
      expect(yield* views).toEqual(["Connect"])
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(withSignIn)))
})
