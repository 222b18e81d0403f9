/**
 * Doorway's reactions to a WalletConnect session's lifecycle (SPEC §4, §8), on the TestClock, over
 * the in-memory client: a proposal that expires offers a fresh URI and says so once; a session
 * the wallet deletes or that expires leaves the namespace disconnected, its state and stored keys
 * cleared, and one message.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { makeScriptedWalletConnect } from "../../../layers/WalletConnectClientTest.js"
import { makeWalletConnectConnection } from "../../../layers/WalletConnectConnection.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import type { Connector } from "../../../schemas/Connector.js"
import { ALICE, accountOf, connectorsState, evmEnv, storedRaw } from "../connection/evmTestEnv.js"

const PAIRING: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }
const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))

const setup = () => {
  const wallet = Effect.runSync(makeScriptedWalletConnect())
  const kind = Effect.runSync(makeWalletConnectConnection({ client: wallet.client, networks: [mainnet, polygon, sepolia, solana], rpc }))
  return { wallet, layer: evmEnv({ walletConnect: kind }).layer }
}

const listPairing = Effect.flatMap(Connectors, ({ state }) =>
  Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, PAIRING] }))
)
const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))
const uri = Effect.map(connectorsState, (state) => state.pairingUri)

/** Lets forked fibers run up to their next wait. */
const settle = Effect.repeatN(Effect.yieldNow(), 20)

const approveBoth = { chains: ["eip155:1", "eip155:137"], accounts: [`eip155:1:${ALICE}`, `eip155:137:${ALICE}`] }

describe("WalletConnect session lifecycle", () => {
  it.effect("a proposal unanswered for 300 s expires: a fresh URI is offered, one message says why, the pairing goes on", () => {
    const { wallet, layer } = setup()
    return Effect.gen(function* () {
      yield* listPairing
      const fiber = yield* Effect.fork(connectWallet("walletConnect"))
      yield* settle
      const first = yield* uri
      expect(first).toMatch(/^wc:/)
      yield* TestClock.adjust("299999 millis")
      yield* settle
      expect(yield* uri).toBe(first)
      expect((yield* snackbar).open).toBe(false)
      yield* TestClock.adjust("1 millis")
      yield* settle
      const fresh = yield* uri
      expect(fresh).toMatch(/^wc:/)
      expect(fresh).not.toBe(first)
      expect(yield* snackbar).toMatchObject({ open: true, variant: "error", message: "EXPIRED: proposal 1" })
      expect((yield* accountOf())?.status).toBe("connecting")
      // The fresh URI pairs.
      yield* wallet.approve(approveBoth)
      yield* Fiber.join(fiber)
      expect((yield* accountOf())?.status).toBe("connected")
      expect(yield* uri).toBeUndefined()
      expect(yield* wallet.uris).toHaveLength(2)
    }).pipe(Effect.provide(layer))
  })

  const connected = (wallet: ReturnType<typeof setup>["wallet"]) =>
    Effect.gen(function* () {
      yield* listPairing
      const fiber = yield* Effect.fork(connectWallet("walletConnect"))
      yield* settle
      yield* wallet.approve(approveBoth)
      yield* Fiber.join(fiber)
      expect((yield* accountOf())?.caipAddress).toBe(`eip155:1:${ALICE}`)
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe("walletConnect")
    })

  it.effect("the wallet deletes the session: disconnected, state and stored connection cleared, one message", () => {
    const { wallet, layer } = setup()
    return Effect.gen(function* () {
      yield* connected(wallet)
      yield* wallet.emit({ _tag: "SessionDelete", topic: "f".repeat(64) })
      yield* settle
      const account = yield* accountOf()
      expect(account?.caipAddress).toBeUndefined()
      expect(account?.status).toBe("disconnected")
      expect((yield* connectorsState).activeConnectorIds.eip155).toBeUndefined()
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBeUndefined()
      expect(yield* snackbar).toMatchObject({ open: true, variant: "error", message: "Record was recently deleted" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("the session expires: disconnected, state cleared, one message; a new pairing offers a fresh URI", () => {
    const { wallet, layer } = setup()
    return Effect.gen(function* () {
      yield* connected(wallet)
      yield* wallet.emit({ _tag: "SessionExpire", topic: "f".repeat(64) })
      yield* settle
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBeUndefined()
      expect((yield* snackbar).message).toBe(`EXPIRED: session topic: ${"f".repeat(64)}`)
      const again = yield* Effect.fork(connectWallet("walletConnect"))
      yield* settle
      expect(yield* uri).toBe((yield* wallet.uris)[1])
      yield* Fiber.interrupt(again)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the relay refuses the project while pairing: the connection fails with Invalid Project ID", () => {
    const { wallet, layer } = setup()
    return Effect.gen(function* () {
      yield* listPairing
      const fiber = yield* Effect.fork(Effect.flip(connectWallet("walletConnect")))
      yield* settle
      yield* wallet.emit({ _tag: "RelayFailure", message: "WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)" })
      const error = yield* Fiber.join(fiber)
      expect(error._tag).toBe("InvalidProjectId")
      expect(yield* uri).toBeUndefined()
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(layer))
  })
})
