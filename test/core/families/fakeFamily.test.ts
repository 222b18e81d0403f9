/**
 * The core's programs over a chain family they have never heard of (fakeFamily.ts): connect,
 * switch, reload and disconnect go through `ChainFamily` and `ConnectionKind` only, beside an EVM
 * wallet, so nothing in them is written for EVM or Solana alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Queue, Stream } from "effect"
import { mainnet } from "doorway-connect/networks"
import { connectedWallet } from "../../../core/connection/connectedWallet.js"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { switchNetwork } from "../../../core/network/switchNetwork.js"
import { switchNetworkInWallet } from "../../../core/network/switchNetworkInWallet.js"
import { WalletConnections } from "../../../core/services/WalletConnections.js"
import type { Storage } from "../../../core/services/Storage.js"
import type { ConnectionKind } from "../../../core/services/WalletConnections.js"
import { scriptedWallet } from "../../../layers/EvmWalletTest.js"
import type { ScriptedWallet } from "../../../layers/EvmWalletTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import type { Connector } from "../../../schemas/Connector.js"
import { eventually } from "../rpc/eventually.js"
import {
  ALICE,
  WALLET_ID,
  accountOf,
  activeNamespace,
  connectorsState,
  historyOf,
  networkOf,
  stored,
  storedRaw,
  trackedEvents
} from "../connection/evmTestEnv.js"
import {
  FAKE_ALICE,
  FAKE_BOB,
  FAKE_CONNECTOR_ID,
  fakeFamilyEnv,
  fakeFamilyPage,
  listConnectors,
  fakeSignature,
  fakeWallet,
  hub1,
  hub2
} from "./fakeFamily.js"
import type { FakeWallet } from "./fakeFamily.js"

const page = fakeFamilyPage

/** A fresh page with a fresh fake wallet (on `chain`) and EVM wallet; the test gets both wallets. */
const onPage = <A, E, R>(test: (fake: FakeWallet, evm: ScriptedWallet) => Effect.Effect<A, E, R>, chain?: string) =>
  Effect.gen(function* () {
    const fake = fakeWallet(chain === undefined ? {} : { chain })
    const evm = scriptedWallet({ accounts: [ALICE], chainId: 1 })
    return yield* page(fake, evm, yield* StorageMemory.make())(test(fake, evm))
  })

const bothConnected = Effect.gen(function* () {
  yield* connectWallet(FAKE_CONNECTOR_ID)
  yield* connectWallet(WALLET_ID)
})

describe("a chain family the core does not know, connecting", () => {
  it.effect("connects: the cosmos account holds the address on the network of the reference the kind reported, with the family's balance", () =>
    onPage(
      (fake) =>
        Effect.gen(function* () {
          const connected = yield* connectWallet(FAKE_CONNECTOR_ID)
          expect(connected).toEqual({ address: FAKE_ALICE, caipAddress: `cosmos:hub-2:${FAKE_ALICE}`, network: hub2 })
          expect(fake.calls).toEqual(["connect"])
          // 7_000_000 in the smallest unit of a 6-decimal currency, read through the family.
          expect(yield* accountOf("cosmos")).toMatchObject({
            status: "connected",
            address: FAKE_ALICE,
            caipAddress: `cosmos:hub-2:${FAKE_ALICE}`,
            balance: "7",
            balanceSymbol: "FAKE",
            connectedWalletInfo: { name: "Fake Wallet" }
          })
          expect(yield* networkOf("cosmos")).toEqual(hub2)
          expect(yield* activeNamespace).toBe("cosmos")
          expect((yield* accountOf("eip155"))?.caipAddress).toBeUndefined()
          expect((yield* connectorsState).activeConnectorIds).toEqual({ cosmos: FAKE_CONNECTOR_ID })
          expect(yield* storedRaw("@appkit/cosmos:connected_connector_id")).toBe(FAKE_CONNECTOR_ID)
          expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("cosmos:hub-2")
          expect(yield* storedRaw("@appkit/active_namespace")).toBe("cosmos")
          const success = (yield* trackedEvents).find((event) => event.event === "CONNECT_SUCCESS")
          expect(success?.properties).toMatchObject({ caipNetworkId: "cosmos:hub-2", name: "Fake Wallet" })
        }),
      "hub-2"
    ))

  it.effect("a wallet on a chain reference the app lacks is asked to move to the app's network of the namespace", () =>
    onPage(
      (fake) =>
        Effect.gen(function* () {
          yield* connectWallet(FAKE_CONNECTOR_ID)
          expect(fake.calls).toEqual(["connect", "switch hub-1"])
          expect(yield* networkOf("cosmos")).toEqual(hub1)
          expect((yield* accountOf("cosmos"))?.balance).toBe("2.5")
        }),
      "hub-9"
    ))

  it.effect("the kind's provider is what the connection records, and the family signs with it", () =>
    onPage(() =>
      Effect.gen(function* () {
        yield* connectWallet(FAKE_CONNECTOR_ID)
        const wallet = yield* connectedWallet("cosmos")
        const family = yield* (yield* WalletConnections).familyOf("cosmos")
        expect(family.isAddress(wallet.address)).toBe(true)
        expect(yield* family.signMessage(wallet.connector.provider, { message: "hello", address: wallet.address })).toBe(
          fakeSignature(FAKE_ALICE, "hello")
        )
      })
    ))

  it.effect("an EVM wallet connects beside it; the active namespace follows the latest connection and both stay connected", () =>
    onPage(() =>
      Effect.gen(function* () {
        yield* connectWallet(FAKE_CONNECTOR_ID)
        expect(yield* activeNamespace).toBe("cosmos")
        yield* connectWallet(WALLET_ID)
        expect(yield* activeNamespace).toBe("eip155")
        expect(yield* accountOf("eip155")).toMatchObject({ status: "connected", caipAddress: `eip155:1:${ALICE}`, balance: "1", balanceSymbol: "ETH" })
        expect(yield* accountOf("cosmos")).toMatchObject({ status: "connected", caipAddress: `cosmos:hub-1:${FAKE_ALICE}`, balance: "2.5" })
        expect((yield* connectorsState).activeConnectorIds).toEqual({ cosmos: FAKE_CONNECTOR_ID, eip155: WALLET_ID })
        expect(yield* stored("@appkit/connected_namespaces")).toEqual(["cosmos", "eip155"])
        expect(yield* storedRaw("@appkit/active_namespace")).toBe("eip155")
      })
    ))
})

describe("a chain family the core does not know, describing its accounts", () => {
  const described = [
    { namespace: "cosmos", address: FAKE_BOB, type: "payment", publicKey: "02aa", path: "m/0" },
    { namespace: "cosmos", address: FAKE_ALICE, type: "ordinal" }
  ] as const

  it.effect("the account state lists every account the kind described (allAccounts), the shown one's type its own; a change the wallet does not describe drops the list", () =>
    Effect.gen(function* () {
      const fake = fakeWallet({ accounts: [FAKE_ALICE, FAKE_BOB], allAccounts: described })
      const evm = scriptedWallet({ accounts: [ALICE], chainId: 1 })
      yield* page(fake, evm, yield* StorageMemory.make())(
        Effect.gen(function* () {
          yield* connectWallet(FAKE_CONNECTOR_ID)
          expect(yield* accountOf("cosmos")).toMatchObject({ address: FAKE_ALICE, preferredAccountType: "ordinal", allAccounts: described })
          expect((yield* connectorsState).connections.cosmos?.[0]?.accounts).toEqual([
            { address: FAKE_ALICE, type: "ordinal" },
            { address: FAKE_BOB, type: "payment" }
          ])
          yield* Queue.offer(fake.events, { _tag: "AccountsChanged", accounts: [FAKE_BOB] })
          yield* eventually(Effect.map(accountOf("cosmos"), (account) => account?.address === FAKE_BOB), "the account change applied")
          const changed = yield* accountOf("cosmos")
          expect(changed?.allAccounts).toBeUndefined()
          expect(changed?.preferredAccountType).toBe("eoa")
        })
      )
    }))
})

describe("a chain family the core does not know, switching", () => {
  it.effect("picking its other network shows SwitchNetwork, whose switch asks the kind; network, CAIP-10, balance and storage follow", () =>
    onPage((fake) =>
      Effect.gen(function* () {
        yield* connectWallet(FAKE_CONNECTOR_ID)
        expect(yield* switchNetwork(hub2)).toBe("SwitchNetwork")
        expect((yield* historyOf).at(-1)).toMatchObject({ view: "SwitchNetwork", data: { caipNetworkId: "cosmos:hub-2" } })
        expect(yield* switchNetworkInWallet(hub2)).toEqual(hub2)
        expect(fake.calls).toEqual(["connect", "switch hub-2"])
        expect(yield* networkOf("cosmos")).toEqual(hub2)
        expect(yield* accountOf("cosmos")).toMatchObject({ caipAddress: `cosmos:hub-2:${FAKE_ALICE}`, balance: "7" })
        expect((yield* connectorsState).connections.cosmos?.[0]?.caipNetwork).toEqual(hub2)
        expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("cosmos:hub-2")

        yield* switchNetworkInWallet(hub1.caipNetworkId)
        expect(fake.calls).toEqual(["connect", "switch hub-2", "switch hub-1"])
        expect(yield* accountOf("cosmos")).toMatchObject({ caipAddress: `cosmos:hub-1:${FAKE_ALICE}`, balance: "2.5" })
      })
    ))

  it.effect("with EVM active, switching in the wallet to a cosmos network asks the fake kind, not the EVM wallet, and makes cosmos active", () =>
    onPage((fake, evm) =>
      Effect.gen(function* () {
        yield* bothConnected
        expect(yield* switchNetwork(hub2)).toBe("SwitchNetwork")
        yield* switchNetworkInWallet(hub2)
        expect(fake.calls).toEqual(["connect", "switch hub-2"])
        expect(evm.methods()).not.toContain("wallet_switchEthereumChain")
        expect(yield* activeNamespace).toBe("cosmos")
        expect(yield* networkOf("eip155")).toEqual(mainnet)
        expect(yield* storedRaw("@appkit/active_namespace")).toBe("cosmos")
      })
    ))

  it.effect("the wallet moving on its own to another reference moves the namespace's network", () =>
    onPage((fake) =>
      Effect.gen(function* () {
        yield* connectWallet(FAKE_CONNECTOR_ID)
        yield* Queue.offer(fake.events, { _tag: "ChainChanged", chainId: "hub-2" })
        yield* eventually(Effect.map(accountOf("cosmos"), (account) => account?.balance === "7"), "the balance on hub-2")
        expect(yield* networkOf("cosmos")).toEqual(hub2)
        expect(fake.calls).toEqual(["connect"])
      })
    ))
})

describe("a chain family the core does not know, after a reload", () => {
  /** Connects both in `order` on one page, then reloads over the same storage and reconnects. */
  const reloadAfter = (order: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      const storage = yield* StorageMemory.make()
      const fake = fakeWallet({ chain: "hub-2" })
      const evm = scriptedWallet({ accounts: [ALICE], chainId: 1 })
      yield* page(fake, evm, storage)(Effect.forEach(order, (id) => connectWallet(id), { discard: true }))
      const outcome = yield* page(fake, evm, storage)(
        Effect.gen(function* () {
          const outcome = yield* reconnect
          return {
            outcome,
            cosmos: yield* accountOf("cosmos"),
            eip155: yield* accountOf("eip155"),
            network: yield* networkOf("cosmos"),
            active: yield* activeNamespace,
            storedActive: yield* storedRaw("@appkit/active_namespace")
          }
        })
      )
      return { ...outcome, fake, evm }
    })

  it.effect("restores both namespaces silently, each through its own kind, on the chain its wallet reports", () =>
    Effect.gen(function* () {
      const reloaded = yield* reloadAfter([WALLET_ID, FAKE_CONNECTOR_ID])
      expect(reloaded.outcome).toBe("Reconnected")
      expect(reloaded.fake.calls).toEqual(["connect", "restore"])
      expect(reloaded.evm.methods().slice(-2)).toEqual(["eth_accounts", "eth_chainId"])
      expect(reloaded.cosmos).toMatchObject({ status: "connected", caipAddress: `cosmos:hub-2:${FAKE_ALICE}`, balance: "7" })
      expect(reloaded.eip155).toMatchObject({ status: "connected", caipAddress: `eip155:1:${ALICE}` })
      expect(reloaded.network).toEqual(hub2)
    }))

  // Each restore stores its own namespace as the active one: the one stored before the reload must
  // still win, whichever restore ends last.
  it.effect("the namespace stored as active is active again, whichever restore ends last", () =>
    Effect.gen(function* () {
      expect((yield* reloadAfter([FAKE_CONNECTOR_ID, WALLET_ID])).active).toBe("eip155")
      const reloaded = yield* reloadAfter([WALLET_ID, FAKE_CONNECTOR_ID])
      expect(reloaded.active).toBe("cosmos")
      expect(reloaded.storedActive).toBe("cosmos")
    }))

  it.effect("a switch made before the reload is where the namespace comes back", () =>
    Effect.gen(function* () {
      const storage = yield* StorageMemory.make()
      const fake = fakeWallet()
      const evm = scriptedWallet({ accounts: [ALICE], chainId: 1 })
      yield* page(fake, evm, storage)(Effect.zipRight(bothConnected, switchNetworkInWallet(hub2)))
      expect(fake.chain()).toBe("hub-2")
      yield* page(fake, evm, storage)(
        Effect.gen(function* () {
          expect(yield* reconnect).toBe("Reconnected")
          expect(yield* networkOf("cosmos")).toEqual(hub2)
          expect((yield* accountOf("cosmos"))?.caipAddress).toBe(`cosmos:hub-2:${FAKE_ALICE}`)
          expect((yield* accountOf("eip155"))?.status).toBe("connected")
        })
      )
    }))
})

describe("a chain family the core does not know, disconnecting", () => {
  it.effect("disconnecting cosmos asks its kind and leaves EVM connected, here and after a reload", () =>
    Effect.gen(function* () {
      const storage = yield* StorageMemory.make()
      const fake = fakeWallet()
      const evm = scriptedWallet({ accounts: [ALICE], chainId: 1 })
      yield* page(fake, evm, storage)(
        Effect.gen(function* () {
          yield* bothConnected
          yield* disconnect({ namespace: "cosmos" })
          expect(fake.calls).toEqual(["connect", "disconnect"])
          expect(evm.methods()).not.toContain("wallet_revokePermissions")
          expect(yield* accountOf("cosmos")).toMatchObject({ status: "disconnected" })
          expect((yield* accountOf("cosmos"))?.caipAddress).toBeUndefined()
          expect(yield* accountOf("eip155")).toMatchObject({ status: "connected", caipAddress: `eip155:1:${ALICE}` })
          expect((yield* connectorsState).activeConnectorIds).toEqual({ eip155: WALLET_ID })
          expect(yield* storedRaw("@appkit/cosmos:connected_connector_id")).toBeUndefined()
          expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe(WALLET_ID)
          expect(yield* stored("@appkit/connected_namespaces")).toEqual(["eip155"])
        })
      )
      yield* page(fake, evm, storage)(
        Effect.gen(function* () {
          expect(yield* reconnect).toBe("Reconnected")
          expect((yield* accountOf("eip155"))?.status).toBe("connected")
          expect((yield* accountOf("cosmos"))?.caipAddress).toBeUndefined()
        })
      )
      // Nothing stored for cosmos: its wallet is not asked after the reload.
      expect(fake.calls).toEqual(["connect", "disconnect"])
    }))

  it.effect("disconnecting EVM leaves cosmos connected", () =>
    onPage((fake, evm) =>
      Effect.gen(function* () {
        yield* bothConnected
        yield* disconnect({ namespace: "eip155" })
        expect(evm.methods()).toContain("wallet_revokePermissions")
        expect(fake.calls).toEqual(["connect"])
        expect((yield* accountOf("eip155"))?.caipAddress).toBeUndefined()
        expect(yield* accountOf("cosmos")).toMatchObject({ status: "connected", caipAddress: `cosmos:hub-1:${FAKE_ALICE}` })
        // EVM was the active family: the one still connected takes its place, here and in storage.
        expect(yield* activeNamespace).toBe("cosmos")
        expect(yield* storedRaw("@appkit/active_namespace")).toBe("cosmos")
      })
    ))

  it.effect("a kind whose disconnect fails gives 'Failed to disconnect' and the namespace stays connected", () =>
    onPage((fake) =>
      Effect.gen(function* () {
        yield* bothConnected
        fake.refuseDisconnect()
        const failure = yield* Effect.flip(disconnect({ namespace: "cosmos" }))
        expect(failure._tag).toBe("DisconnectFailed")
        expect(messageOf(failure)).toBe("Failed to disconnect")
        expect(failure).toMatchObject({ cause: { _tag: "JsonRpcError", reason: "The fake wallet is locked" } })
        expect((yield* accountOf("cosmos"))?.caipAddress).toBe(`cosmos:hub-1:${FAKE_ALICE}`)
        expect(yield* storedRaw("@appkit/cosmos:connected_connector_id")).toBe(FAKE_CONNECTOR_ID)
        expect((yield* trackedEvents).at(-1)).toMatchObject({ event: "DISCONNECT_ERROR", properties: { message: "Failed to disconnect" } })
      })
    ))

  it.effect("disconnecting all while only the fake kind fails: EVM lets go, cosmos stays, 'Failed to disconnect'", () =>
    onPage((fake) =>
      Effect.gen(function* () {
        yield* bothConnected
        fake.refuseDisconnect()
        const failure = yield* Effect.flip(disconnect())
        expect(messageOf(failure)).toBe("Failed to disconnect")
        expect((yield* accountOf("eip155"))?.caipAddress).toBeUndefined()
        expect((yield* accountOf("cosmos"))?.caipAddress).toBe(`cosmos:hub-1:${FAKE_ALICE}`)
      })
    ))

  it.effect("both wallets failing give 'Failed to disconnect chains' with each namespace's reason", () =>
    onPage((fake, evm) =>
      Effect.gen(function* () {
        yield* bothConnected
        fake.refuseDisconnect()
        evm.fail("wallet_revokePermissions", -32603, "The extension is updating")
        const failure = yield* Effect.flip(disconnect())
        expect(failure._tag).toBe("DisconnectChainsFailed")
        expect(messageOf(failure)).toMatch(/^Failed to disconnect chains: /)
        expect(failure._tag === "DisconnectChainsFailed" && [...failure.reasons].sort((a, b) => a.chainNamespace.localeCompare(b.chainNamespace))).toEqual([
          { chainNamespace: "cosmos", description: "The fake wallet is locked" },
          { chainNamespace: "eip155", description: "The extension is updating" }
        ])
        expect((yield* accountOf("eip155"))?.status).toBe("connected")
        expect((yield* accountOf("cosmos"))?.status).toBe("connected")
      })
    ))
})

describe("one approval across families (a session spanning EVM and the fake family)", () => {
  const SESSION_ID = "walletConnect"
  /** A session kind: asked on EVM it grants cosmos too; each namespace restores and signs on its own. */
  const sessionOf = (fake: FakeWallet) => {
    const calls: Array<string> = []
    const evmProvider = { session: "evm" }
    const kind: ConnectionKind = {
      connect: (connector) =>
        Effect.sync(() => {
          calls.push(`connect ${connector.chain}`)
          return { accounts: [ALICE] as const, chainId: 1, also: [{ namespace: "cosmos" as const, accounts: [FAKE_ALICE] as const, chainId: "hub-2" }] }
        }),
      restore: (connector) =>
        Effect.sync(() => {
          calls.push(`restore ${connector.chain}`)
          return connector.chain === "cosmos" ? { accounts: [FAKE_ALICE] as const, chainId: "hub-2" } : { accounts: [ALICE] as const, chainId: 1 }
        }),
      disconnect: (connector) => Effect.sync(() => void calls.push(`disconnect ${connector.chain}`)),
      switchChain: () => Effect.void,
      events: () => Effect.succeed(Stream.never),
      provider: (connector) => Effect.succeed(connector.chain === "cosmos" ? fake.provider : evmProvider)
    }
    return { kind, calls }
  }
  const sessionConnector: Connector = { id: SESSION_ID, name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155", chains: [mainnet, hub1, hub2] }
  const sessionPage = (fake: FakeWallet, session: ConnectionKind, storage: Storage["Type"]) =>
    <A, E, R>(body: Effect.Effect<A, E, R>) =>
      Effect.zipRight(listConnectors(sessionConnector), body).pipe(Effect.provide(fakeFamilyEnv(fake, storage, session)))

  it.effect("connects both namespaces at approval, stores each, keeps the one asked for active, and signs on the other through its own provider", () =>
    Effect.gen(function* () {
      const fake = fakeWallet()
      const session = sessionOf(fake)
      const storage = yield* StorageMemory.make()
      const seen = yield* sessionPage(fake, session.kind, storage)(
        Effect.gen(function* () {
          const connected = yield* connectWallet(SESSION_ID)
          const wallets = yield* WalletConnections
          const cosmos = yield* connectedWallet("cosmos")
          const family = yield* wallets.familyOf("cosmos")
          return {
            connected,
            eip155: yield* accountOf("eip155"),
            cosmos: yield* accountOf("cosmos"),
            cosmosNetwork: yield* networkOf("cosmos"),
            active: yield* activeNamespace,
            storedIds: [yield* storedRaw("@appkit/eip155:connected_connector_id"), yield* storedRaw("@appkit/cosmos:connected_connector_id")],
            storedActive: yield* storedRaw("@appkit/active_namespace"),
            signature: yield* family.signMessage(cosmos.connector.provider, { message: "hi", address: cosmos.address })
          }
        })
      )
      expect(seen.connected.address).toBe(ALICE)
      expect(seen.eip155?.address).toBe(ALICE)
      expect(seen.cosmos).toMatchObject({ address: FAKE_ALICE, status: "connected", caipAddress: `cosmos:hub-2:${FAKE_ALICE}` })
      expect(seen.cosmosNetwork).toEqual(hub2)
      expect(seen.active).toBe("eip155")
      expect(seen.storedIds).toEqual([SESSION_ID, SESSION_ID])
      expect(seen.storedActive).toBe("eip155")
      expect(seen.signature).toBe(fakeSignature(FAKE_ALICE, "hi"))
      expect(session.calls).toEqual(["connect eip155"])

      // A reload restores each namespace on its own from the one session.
      const back = yield* sessionPage(fake, session.kind, storage)(
        Effect.gen(function* () {
          yield* reconnect
          return { eip155: yield* accountOf("eip155"), cosmos: yield* accountOf("cosmos"), active: yield* activeNamespace }
        })
      )
      expect(back.eip155?.address).toBe(ALICE)
      expect(back.cosmos?.address).toBe(FAKE_ALICE)
      expect(back.active).toBe("eip155")
      expect([...session.calls].slice(1).sort()).toEqual(["restore cosmos", "restore eip155"])
    })
  )

  it.effect("the session's namespaces let go one at a time, each through the connector seen on it", () =>
    Effect.gen(function* () {
      const fake = fakeWallet()
      const session = sessionOf(fake)
      yield* sessionPage(fake, session.kind, yield* StorageMemory.make())(
        Effect.gen(function* () {
          yield* connectWallet(SESSION_ID)
          yield* disconnect({ namespace: "cosmos" })
          expect((yield* accountOf("cosmos"))?.caipAddress).toBeUndefined()
          expect((yield* accountOf("eip155"))?.address).toBe(ALICE)
          yield* disconnect()
        })
      )
      expect(session.calls).toEqual(["connect eip155", "disconnect cosmos", "disconnect eip155"])
    })
  )
})
