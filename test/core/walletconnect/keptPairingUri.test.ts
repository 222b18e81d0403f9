/**
 * SPEC §4: on Telegram and in Safari on iOS, the QR view opened again shows the pairing in flight
 * until its URI expires, instead of a new one. Through the Platform service with test platforms,
 * on the TestClock: the URI's expiryTimestamp is 300 s after the start.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref, TestClock } from "effect"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { PlatformFacts } from "../../../core/services/Platform.js"
import { keptPairingUri, pairingUriExpiry } from "../../../core/walletconnect/keptPairingUri.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
import { evmEnv } from "../connection/evmTestEnv.js"

/** Expires 300 s after the TestClock's start (0). */
const URI = "wc:7f6e5d4c@2?relay-protocol=irn&symKey=00&expiryTimestamp=300"

const pairingInFlight = (uri: string | undefined, status: "connecting" | "disconnected" = "connecting") =>
  Effect.gen(function* () {
    const { state } = yield* Connectors
    yield* Ref.update(state, (current) => ({ ...current, pairingUri: uri }))
    yield* updateNamespaceState("eip155", (current) => ({ ...current, accountState: { ...current.accountState, status } }))
  })

const on = (facts: Partial<PlatformFacts>) => <A, E, R>(program: Effect.Effect<A, E, R>) =>
  Effect.provide(program, Layer.merge(evmEnv().layer, PlatformTest.layer(facts)))

const TELEGRAM = { isTelegram: true, isMobile: true }
const IOS_SAFARI = { isIos: true, isSafari: true, isMobile: true }

describe("keptPairingUri", () => {
  for (const [name, facts] of [["Telegram", TELEGRAM], ["Safari on iOS", IOS_SAFARI]] as const) {
    it.effect(`${name}: the pairing in flight is shown again until its URI expires (299,999 ms yes, 300,000 ms no)`, () =>
      Effect.gen(function* () {
        yield* pairingInFlight(URI)
        expect(yield* keptPairingUri()).toEqual(Option.some(URI))
        yield* TestClock.adjust("299999 millis")
        expect(yield* keptPairingUri()).toEqual(Option.some(URI))
        yield* TestClock.adjust("1 millis")
        expect(yield* keptPairingUri()).toEqual(Option.none())
      }).pipe(on(facts)))
  }

  it.effect("elsewhere (desktop, Chrome on iOS, Safari on a Mac) a new pairing starts every time", () =>
    Effect.gen(function* () {
      for (const facts of [{}, { isIos: true, isMobile: true }, { isSafari: true, isMac: true }]) {
        const kept = yield* Effect.gen(function* () {
          yield* pairingInFlight(URI)
          return yield* keptPairingUri()
        }).pipe(on(facts))
        expect(kept).toEqual(Option.none())
      }
    }))

  it.effect("nothing is kept without a URI, once the namespace stopped connecting, or for a URI without an expiry", () =>
    Effect.gen(function* () {
      yield* pairingInFlight(undefined)
      expect(yield* keptPairingUri()).toEqual(Option.none())
      yield* pairingInFlight(URI, "disconnected")
      expect(yield* keptPairingUri()).toEqual(Option.none())
      yield* pairingInFlight("wc:7f6e5d4c@2?relay-protocol=irn&symKey=00")
      expect(yield* keptPairingUri()).toEqual(Option.none())
    }).pipe(on(TELEGRAM)))

  it("reads expiryTimestamp (seconds) wherever it stands in the query", () => {
    expect(pairingUriExpiry("wc:a@2?expiryTimestamp=1700000000&symKey=00")).toBe(1_700_000_000_000)
    expect(pairingUriExpiry("wc:a@2?symKey=00&expiryTimestamp=12")).toBe(12_000)
    expect(pairingUriExpiry("wc:a@2?symKey=00&expiryTimestamp=soon")).toBeUndefined()
    expect(pairingUriExpiry("wc:a@2?symKey=00")).toBeUndefined()
  })
})
