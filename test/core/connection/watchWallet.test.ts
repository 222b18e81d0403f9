import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { polygon, solana } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { selectNetwork } from "../../../core/network/selectNetwork.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { ScriptedWalletError } from "../../../layers/EvmWalletTest.js"
import type { ScriptedWallet } from "../../../layers/EvmWalletTest.js"
import { eventually } from "../rpc/eventually.js"
import {
  ALICE,
  WALLET_ID,
  accountOf,
  activeNamespace,
  connectorsState,
  evmEnv,
  installWallet,
  modalOpen,
  networkOf,
  storedRaw,
  views
} from "./evmTestEnv.js"

const alertOf = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

/** A connected wallet whose events the modal follows. */
const connected = (options: Parameters<typeof installWallet>[0] = {}) =>
  Effect.gen(function* () {
    const wallet = yield* installWallet(options)
    yield* connectWallet(WALLET_ID)
    yield* eventually(Effect.sync(() => wallet.listenerCount("accountsChanged") === 1), "watching")
    return wallet
  })

const listening = (wallet: ScriptedWallet) =>
  ["accountsChanged", "chainChanged", "disconnect"].map((event) => wallet.listenerCount(event))

describe("watchWallet", () => {
  it.effect("another configured chain becomes the network: CAIP-10 id, connection, stored network and balance follow", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.changeChain(137)
      yield* eventually(Effect.map(accountOf(), (account) => account?.balanceSymbol === "POL"), "the Polygon balance")
      expect(yield* networkOf()).toEqual(polygon)
      expect((yield* accountOf())?.caipAddress).toBe(`eip155:137:${ALICE}`)
      expect((yield* connectorsState).connections.eip155?.[0]?.caipNetwork).toEqual(polygon)
      expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("eip155:137")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a chain the app lacks is shown as unsupported and opens UnsupportedChain", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.changeChain(10)
      yield* eventually(modalOpen, "the modal opening")
      expect(yield* views).toEqual(["UnsupportedChain"])
      expect(yield* networkOf()).toMatchObject({ caipNetworkId: "eip155:10", name: "Unknown Network" })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a chain the app lacks shows the switch network not found alert (SPEC §8)", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      expect((yield* alertOf).open).toBe(false)
      wallet.changeChain(10)
      yield* eventually(Effect.map(alertOf, (alert) => alert.open), "the alert")
      expect(yield* alertOf).toEqual({
        open: true,
        message: "Network Not Found",
        description: "The wallet switched to a network the app is not configured with.",
        variant: "error"
      })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a configured chain shows no alert", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.changeChain(137)
      yield* eventually(Effect.map(accountOf(), (account) => account?.balanceSymbol === "POL"), "the Polygon balance")
      expect((yield* alertOf).open).toBe(false)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("with network switching off, an unsupported chain opens nothing", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.changeChain(10)
      yield* eventually(Effect.map(networkOf(), (network) => network?.caipNetworkId === "eip155:10"), "the unknown chain")
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(evmEnv({ options: { enableNetworkSwitch: false } }).layer)))

  it.effect("a chain change while another namespace is active keeps that namespace active", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      yield* selectNetwork(solana)
      wallet.changeChain(137)
      yield* eventually(Effect.map(networkOf(), (network) => network?.caipNetworkId === "eip155:137"), "Polygon")
      expect(yield* activeNamespace).toBe("solana")
      expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("eip155:1")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("no accounts left: the connection is forgotten and the watch ends", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.changeAccounts([])
      yield* eventually(Effect.map(accountOf(), (account) => account?.status === "disconnected"), "disconnected")
      expect((yield* accountOf())?.caipAddress).toBeUndefined()
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBeUndefined()
      yield* eventually(Effect.sync(() => listening(wallet).every((n) => n === 0)), "the listeners removed")
      // The wallet was not asked anything on the way out: it had already let go.
      expect(wallet.methods()).not.toContain("wallet_revokePermissions")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a disconnect event ends the connection; the 1013 pause some wallets send while switching does not", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      wallet.emit("disconnect", new ScriptedWalletError(1013, "Try again later"))
      wallet.changeChain(137)
      yield* eventually(Effect.map(networkOf(), (network) => network?.caipNetworkId === "eip155:137"), "still followed")
      expect((yield* accountOf())?.status).toBe("connected")
      wallet.emit("disconnect", new ScriptedWalletError(4900, "Disconnected"))
      yield* eventually(Effect.map(accountOf(), (account) => account?.status === "disconnected"), "disconnected")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("the same account announced again changes nothing", () =>
    Effect.gen(function* () {
      const wallet = yield* connected()
      const before = yield* accountOf()
      wallet.changeAccounts([ALICE])
      wallet.changeChain(137)
      yield* eventually(Effect.map(networkOf(), (network) => network?.caipNetworkId === "eip155:137"), "Polygon")
      expect((yield* accountOf())?.profileName).toBe(before?.profileName)
      expect((yield* accountOf())?.address).toBe(ALICE)
    }).pipe(Effect.provide(evmEnv().layer)))
})
