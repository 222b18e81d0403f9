import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Queue, Stream } from "effect"
import { bitcoin, mainnet, solana } from "doorway-connect/networks"
import { syncConnectors } from "../../../core/connectors/syncConnectors.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { ConnectorsState } from "../../../core/services/Connectors.js"
import { WalletDiscoveryScript } from "../../../layers/WalletDiscoveryTest.js"
import { provider, wallet } from "../../layers/discovery/wallets.js"
import { ALL_LOGIN_METHODS } from "../router/testEnv.js"
import { connectorsEnv, connectorsState, setConnectorsState, setFeatures } from "./connectorsEnv.js"
import { changesOf } from "../../../core/state/changesOf.js"

const alpha = wallet("Alpha Wallet", "com.example.alpha")
const beta = wallet("Beta Wallet", "com.example.beta")

const ids = Effect.map(connectorsState, (state) => state.connectors.map((c) => c.id))

/** Waits for the connector list to satisfy `done`. */
const until = (done: (state: ConnectorsState) => boolean) =>
  Effect.flatMap(Connectors, (c) => Stream.runHead(Stream.filter(changesOf(c.state), done))).pipe(Effect.map(Option.getOrThrow))

const hasId = (id: string) => (state: ConnectorsState) => state.connectors.some((c) => c.id === id)

/** With the email and social login sections registered, as they will be once they exist. */
const registered = (...args: Parameters<typeof connectorsEnv>) => connectorsEnv(args[0], args[1], ALL_LOGIN_METHODS)

describe("syncConnectors", () => {
  it.scoped("with the email section only, the embedded wallet follows email, not socials", () =>
    Effect.gen(function* () {
      yield* setFeatures({ email: false, socials: ["github"] })
      yield* syncConnectors
      expect(yield* ids).toEqual(["walletConnect", "com.example.alpha"])
      yield* setFeatures({ email: true, socials: ["github"] })
      yield* Effect.flatMap(WalletDiscoveryScript, (s) => s.announce(beta))
      yield* until(hasId("com.example.beta"))
      expect(yield* ids).toEqual(["walletConnect", "com.example.alpha", "com.example.beta", "ID_AUTH"])
    }).pipe(Effect.provide(connectorsEnv({}, { announced: [alpha] }, ["email"]))))

  it.scoped("writes the connectors known now before it returns", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      expect(yield* ids).toEqual(["walletConnect", "com.example.alpha", "ID_AUTH"])
      expect((yield* connectorsState).connectors[1]?.provider).toBe(alpha.provider)
    }).pipe(Effect.provide(registered({}, { announced: [alpha] }))))

  it.scoped("follows later announcements", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      const script = yield* WalletDiscoveryScript
      yield* script.announce(beta)
      yield* until(hasId("com.example.beta"))
      expect(yield* ids).toEqual(["walletConnect", "com.example.alpha", "com.example.beta", "ID_AUTH"])
      yield* script.remove(alpha.info.uuid)
      yield* until((state) => !hasId("com.example.alpha")(state))
      expect(yield* ids).toEqual(["walletConnect", "com.example.beta", "ID_AUTH"])
    }).pipe(Effect.provide(registered({}, { announced: [alpha] }))))

  it.scoped("follows the features: the embedded wallet leaves when email and socials are turned off remotely", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      expect(yield* ids).toContain("ID_AUTH")
      yield* setFeatures({ email: false, socials: false })
      yield* until((state) => !hasId("ID_AUTH")(state))
      yield* setFeatures({ socials: ["github"] })
      yield* until(hasId("ID_AUTH"))
    }).pipe(Effect.provide(registered())))

  it.scoped("reads window.ethereum again on each change, so a late injected provider shows", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      expect(yield* ids).not.toContain("injected")
      const script = yield* WalletDiscoveryScript
      const legacy = provider("Legacy")
      yield* script.setInjected(Option.some({ info: { uuid: "injected", name: "Browser Wallet", icon: "", rdns: "" }, provider: legacy }))
      yield* script.announce(beta)
      const state = yield* until(hasId("injected"))
      expect(state.connectors.find((c) => c.id === "injected")?.provider).toBe(legacy)
    }).pipe(Effect.provide(registered())))

  it.scoped("reads the wallets of a family's page convention at start and again on each change (no event tells of them)", () =>
    Effect.gen(function* () {
      const script = yield* WalletDiscoveryScript
      const satsProvider = { request: () => Promise.resolve({}) }
      yield* script.setPageWallets([{ id: "first.bitcoin", name: "First Sats", icon: "", namespace: "bip122", provider: satsProvider }])
      yield* syncConnectors
      expect(yield* ids).toContain("bip122:first.bitcoin")
      yield* script.setPageWallets([{ id: "later.bitcoin", name: "Later Sats", icon: "", namespace: "bip122", provider: satsProvider }])
      yield* script.announce(beta)
      yield* until(hasId("bip122:later.bitcoin"))
      expect(yield* ids).not.toContain("bip122:first.bitcoin")
    }).pipe(Effect.provide(registered({ networks: [mainnet, bitcoin] }))))

  it.scoped("with EIP-6963 off, announcements are not followed", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      expect(yield* ids).toEqual(["walletConnect", "ID_AUTH"])
      yield* Effect.flatMap(WalletDiscoveryScript, (s) => s.announce(beta))
      // A feature change makes it rebuild the list; the announcement is still not in it.
      yield* setFeatures({ email: false, socials: false })
      yield* until((state) => !hasId("ID_AUTH")(state))
      expect(yield* ids).toEqual(["walletConnect"])
    }).pipe(Effect.provide(registered({ enableEIP6963: false }, { announced: [alpha] }))))

  it.scoped("without an EVM network, browser wallets are not listed", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      expect(yield* ids).toEqual(["walletConnect", "ID_AUTH"])
    }).pipe(Effect.provide(registered({ networks: [solana] }, { announced: [alpha] }))))

  it.scoped("hides excluded wallets, now and when they announce later", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      expect(yield* ids).toEqual(["walletConnect", "ID_AUTH"])
      yield* Effect.flatMap(WalletDiscoveryScript, (s) => s.announce(beta))
      yield* until(hasId("com.example.beta"))
      expect(yield* ids).not.toContain("com.example.alpha")
    }).pipe(Effect.provide(registered({ excludeWalletIds: ["ALPHA WALLET"] }, { announced: [alpha] }))))

  it.scoped("leaves the connections and active ids alone", () =>
    Effect.gen(function* () {
      yield* setConnectorsState((state) => ({
        ...state,
        activeConnectorIds: { eip155: "com.example.alpha" },
        connections: { eip155: [{ connectorId: "com.example.alpha", accounts: [{ address: "0xabc" }] }] }
      }))
      yield* syncConnectors
      const state = yield* connectorsState
      expect(state.activeConnectorIds).toEqual({ eip155: "com.example.alpha" })
      expect(state.connections.eip155?.[0]?.connectorId).toBe("com.example.alpha")
    }).pipe(Effect.provide(registered({}, { announced: [alpha] }))))

  it.scoped("writes only when the connector list changes", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      const { state } = yield* Connectors
      const writes = yield* Queue.unbounded<ConnectorsState>()
      yield* Effect.forkScoped(Stream.runForEach(changesOf(state), (s) => Queue.offer(writes, s)))
      expect((yield* Queue.take(writes)).connectors.map((c) => c.id)).not.toContain("com.example.beta")
      // Neither feature touches a connector.
      yield* setFeatures({ swaps: false })
      yield* setFeatures({ activity: false })
      yield* Effect.flatMap(WalletDiscoveryScript, (s) => s.announce(beta))
      expect((yield* Queue.take(writes)).connectors.map((c) => c.id)).toContain("com.example.beta")
      expect(yield* Queue.size(writes)).toBe(0)
    }).pipe(Effect.provide(registered({}, { announced: [alpha] }))))

  it.effect("stops following when its scope closes", () =>
    Effect.gen(function* () {
      yield* Effect.scoped(syncConnectors)
      yield* Effect.flatMap(WalletDiscoveryScript, (s) => s.announce(beta))
      yield* setFeatures({ email: false, socials: false })
      for (let i = 0; i < 20; i++) yield* Effect.yieldNow()
      expect(yield* ids).toEqual(["walletConnect", "com.example.alpha", "ID_AUTH"])
    }).pipe(Effect.provide(registered({}, { announced: [alpha] }))))

  it.scoped("a connected session keeps its providers (its own and its other namespaces') when a wallet announces itself later", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      const sessionProvider = { session: "eip155" }
      const solanaMember = { id: "walletConnect", type: "WALLET_CONNECT" as const, chain: "solana" as const, provider: { session: "solana" } }
      yield* setConnectorsState((state) => ({
        ...state,
        connectors: state.connectors.map((c) => (c.id === "walletConnect" ? { ...c, provider: sessionProvider, connectors: [solanaMember] } : c))
      }))
      yield* Effect.flatMap(WalletDiscoveryScript, (s) => s.announce(beta))
      yield* until(hasId("com.example.beta"))
      const session = (yield* connectorsState).connectors.find((c) => c.id === "walletConnect")
      expect(session?.provider).toBe(sessionProvider)
      expect(session?.connectors).toEqual([solanaMember])
    }).pipe(Effect.provide(registered({}, { announced: [alpha] }))))
  it.scoped("a connected wallet keeps the provider its kind made over the announced one when the list is built again, not over another", () =>
    Effect.gen(function* () {
      yield* syncConnectors
      const made = { madeBy: "the kind, over Alpha's provider" }
      yield* setConnectorsState((state) => ({
        ...state,
        connectors: state.connectors.map((c) => (c.id === "com.example.alpha" ? { ...c, provider: made, announcedProvider: alpha.provider } : c))
      }))
      const script = yield* WalletDiscoveryScript
      yield* script.announce(beta)
      yield* until(hasId("com.example.beta"))
      expect((yield* connectorsState).connectors.find((c) => c.id === "com.example.alpha")?.provider).toBe(made)

      // Made over another announcement of it (the page has since announced a new provider): the list's own wins.
      yield* setConnectorsState((state) => ({
        ...state,
        connectors: state.connectors.map((c) => (c.id === "com.example.alpha" ? { ...c, provider: made, announcedProvider: provider("Alpha before") } : c))
      }))
      yield* script.remove(beta.info.uuid)
      const rebuilt = yield* until((state) => !hasId("com.example.beta")(state))
      expect(rebuilt.connectors.find((c) => c.id === "com.example.alpha")?.provider).toBe(alpha.provider)
    }).pipe(Effect.provide(registered({}, { announced: [alpha] }))))
})
