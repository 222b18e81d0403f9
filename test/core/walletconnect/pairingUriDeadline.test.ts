/**
 * A pairing that cannot show its URI (the relay unreachable) ends with 'Failed to connect' after
 * 10 s instead of "Preparing the QR code" forever; one that showed its URI waits for the wallet
 * without that limit. On the TestClock, with a kind of connection that never answers.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { ConnectPrompt, ConnectionKind } from "../../../core/services/WalletConnections.js"
import type { Connector } from "../../../schemas/Connector.js"
import { accountOf, connectorsState, evmEnv, trackedEvents } from "../connection/evmTestEnv.js"

const PAIRING: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }
const URI = "wc:7f6e5d4c@2?relay-protocol=irn&symKey=00"

/** A kind whose connect shows `uriAfterMs` later its URI (never when undefined), then waits for a wallet that never comes. */
const silentKind = (uriAfterMs: number | undefined): ConnectionKind => ({
  connect: (_connector, prompt: ConnectPrompt) =>
    (uriAfterMs === undefined ? Effect.void : Effect.zipRight(Effect.sleep(uriAfterMs), prompt.showUri(URI))).pipe(Effect.zipRight(Effect.never)),
  restore: () => Effect.never,
  disconnect: () => Effect.void,
  switchChain: () => Effect.void,
  events: () => Effect.never,
  provider: () => Effect.succeed({})
})

const listPairing = Effect.flatMap(Connectors, ({ state }) =>
  Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, PAIRING] }))
)
const settle = Effect.repeatN(Effect.yieldNow(), 20)

describe("a pairing's first URI (relay unreachable)", () => {
  it.effect("no URI by 10 s fails with 'Failed to connect': still waiting at 9,999 ms, failed at 10,000 ms, the status back", () =>
    Effect.gen(function* () {
      yield* listPairing
      const fiber = yield* Effect.fork(connectWallet(PAIRING.id))
      yield* settle
      expect((yield* accountOf())?.status).toBe("connecting")
      yield* TestClock.adjust("9999 millis")
      yield* settle
      expect(fiber.unsafePoll()).toBeNull()
      yield* TestClock.adjust("1 millis")
      const error = yield* Effect.flip(Fiber.join(fiber))
      expect(error).toMatchObject({ _tag: "ConnectFailed" })
      expect(messageOf(error)).toBe("Failed to connect")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect((yield* connectorsState).pairingUri).toBeUndefined()
      expect((yield* trackedEvents).map((event) => event.event)).toContain("CONNECT_ERROR")
    }).pipe(Effect.provide(evmEnv({ walletConnect: silentKind(undefined) }).layer)))

  it.effect("a URI shown at 9,999 ms keeps the pairing waiting for the wallet well past 10 s", () =>
    Effect.gen(function* () {
      yield* listPairing
      const fiber = yield* Effect.fork(connectWallet(PAIRING.id))
      yield* TestClock.adjust("9999 millis")
      yield* settle
      expect((yield* connectorsState).pairingUri).toBe(URI)
      yield* TestClock.adjust("5 minutes")
      yield* settle
      expect(fiber.unsafePoll()).toBeNull()
      expect((yield* accountOf())?.status).toBe("connecting")
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(evmEnv({ walletConnect: silentKind(9999) }).layer)))
})
