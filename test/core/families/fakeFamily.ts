/**
 * A chain family the product does not have, written here alone: namespace "cosmos" (a namespace
 * the product names but serves with no family), its own address format (`fake1` and 8 hex
 * characters), its own chain references ("hub-1", "hub-2"), balances from a map and signatures
 * derived from the message. Its kind of connection is a scripted wallet. If the core's programs
 * connect, switch, restore and disconnect it, they speak to families only through the interface.
 */
import { Effect, Layer, Queue, Ref, Stream } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { defineNetwork } from "../../../core/networks/defineNetwork.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import { ConnectFailed } from "../../../core/errors/ConnectionErrors.js"
import type { ChainFamily } from "../../../core/services/ChainFamily.js"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { Storage } from "../../../core/services/Storage.js"
import type { ConnectionKind } from "../../../core/services/WalletConnections.js"
import * as AnalyticsTest from "../../../layers/AnalyticsTest.js"
import { EvmWalletTest } from "../../../layers/EvmWalletTest.js"
import type { ScriptedWallet } from "../../../layers/EvmWalletTest.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { StateLive } from "../../../layers/StateLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import { WalletConnectionsTest } from "../../../layers/WalletConnectionsTest.js"
import * as WalletDiscoveryTest from "../../../layers/WalletDiscoveryTest.js"
import type { NamespaceAccount } from "../../../schemas/Account.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { Network } from "../../../schemas/Network.js"
import { scriptedApiClient } from "../config/scriptedApiClient.js"
import type { Script } from "../config/scriptedApiClient.js"
import { connectorOf, defaultApi, defaultChain } from "../connection/evmTestEnv.js"

const FAKE = { name: "Fake", symbol: "FAKE", decimals: 6 } as const

export const hub1 = defineNetwork({
  id: "hub-1",
  name: "Fake Hub",
  chainNamespace: "cosmos",
  caipNetworkId: "cosmos:hub-1",
  nativeCurrency: FAKE,
  rpcUrls: { default: { http: ["https://rpc.hub-1.fake.test"] } }
})

export const hub2 = defineNetwork({
  id: "hub-2",
  name: "Fake Hub Two",
  chainNamespace: "cosmos",
  caipNetworkId: "cosmos:hub-2",
  nativeCurrency: FAKE,
  rpcUrls: { default: { http: ["https://rpc.hub-2.fake.test"] } }
})

/** EVM networks first, as an app adding a second family would list them. */
export const NETWORKS: readonly [Network, ...Array<Network>] = [mainnet, polygon, hub1, hub2]

export const FAKE_ALICE = "fake1a11ce000"
export const FAKE_BOB = "fake1b0b00000"
export const FAKE_CONNECTOR_ID = "cosmos:fake-wallet"

const FAKE_ADDRESS = /^fake1[0-9a-f]{8}$/

/** Balances in the smallest unit, by `<caipNetworkId> <address>`. */
export const FAKE_BALANCES: ReadonlyMap<string, bigint> = new Map([
  [`${hub1.caipNetworkId} ${FAKE_ALICE}`, 2_500_000n],
  [`${hub2.caipNetworkId} ${FAKE_ALICE}`, 7_000_000n],
  [`${hub1.caipNetworkId} ${FAKE_BOB}`, 1n]
])

/** The provider the fake kind hands out: it knows which wallet it belongs to, and nothing else. */
export interface FakeProvider {
  readonly wallet: "fake"
  readonly account: () => string
}

const isFakeProvider = (provider: unknown): provider is FakeProvider =>
  typeof provider === "object" && provider !== null && (provider as { wallet?: unknown }).wallet === "fake"

const hexOf = (text: string): string => [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, "0")).join("")

/** The fake family's signature: the signer and the message's bytes, so a test can read back what was signed. */
export const fakeSignature = (address: string, message: string): string => `fakesig:${address}:${hexOf(message)}`

export const fakeFamily: ChainFamily = {
  namespace: "cosmos",
  isAddress: (text) => FAKE_ADDRESS.test(text),
  // Hex is case-free: two spellings of one address are one account.
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  getBalance: (address, network) => Effect.succeed(FAKE_BALANCES.get(`${network.caipNetworkId} ${address}`) ?? 0n),
  signMessage: (provider, { message, address }) =>
    isFakeProvider(provider) && provider.account() === address
      ? Effect.succeed(fakeSignature(address, message))
      : Effect.fail(new JsonRpcError({ code: 4100, reason: `The fake wallet does not hold ${address}` }))
}

/** A fake wallet a test plays: its accounts, the chain it is on, what it was asked, whether it lets go. */
export interface FakeWallet {
  readonly kind: ConnectionKind
  readonly provider: FakeProvider
  /** What the kind was asked, oldest first (`connect`, `restore`, `switch hub-2`, `disconnect`). */
  readonly calls: ReadonlyArray<string>
  /** The chain reference the wallet is on. */
  readonly chain: () => string
  readonly events: Queue.Queue<WalletEvent>
  /** From now on `disconnect` fails as a locked wallet would. */
  readonly refuseDisconnect: () => void
}

export const fakeWallet = (
  options: {
    readonly accounts?: readonly [string, ...Array<string>]
    readonly chain?: string
    /** How the wallet describes its accounts (none by default). */
    readonly allAccounts?: ReadonlyArray<NamespaceAccount>
  } = {}
): FakeWallet => {
  const accounts = options.accounts ?? [FAKE_ALICE]
  const described = options.allAccounts === undefined ? {} : { allAccounts: options.allAccounts }
  let chain = options.chain ?? "hub-1"
  let granted = false
  let letsGo = true
  const calls: Array<string> = []
  const events = Effect.runSync(Queue.unbounded<WalletEvent>())
  const provider: FakeProvider = { wallet: "fake", account: () => accounts[0] }
  const kind: ConnectionKind = {
    connect: () =>
      Effect.sync(() => {
        calls.push("connect")
        granted = true
        return { accounts, chainId: chain, ...described }
      }),
    restore: () =>
      Effect.suspend(() => {
        calls.push("restore")
        return granted ? Effect.succeed({ accounts, chainId: chain, ...described }) : Effect.fail(new ConnectFailed({ cause: "The fake wallet grants nothing" }))
      }),
    disconnect: () =>
      Effect.suspend(() => {
        calls.push("disconnect")
        if (!letsGo) return Effect.fail(new JsonRpcError({ code: -32603, reason: "The fake wallet is locked" }))
        granted = false
        return Effect.void
      }),
    switchChain: (_connector, network) =>
      Effect.sync(() => {
        calls.push(`switch ${String(network.id)}`)
        chain = String(network.id)
      }),
    events: () => Effect.succeed(Stream.fromQueue(events)),
    provider: () => Effect.succeed(provider)
  }
  return {
    kind,
    provider,
    calls,
    chain: () => chain,
    events,
    refuseDisconnect: () => {
      letsGo = false
    }
  }
}

/** The fake wallet's connector, as discovery would list a Wallet Standard wallet of the namespace. */
export const fakeConnector = (wallet: FakeWallet): Connector => ({
  id: FAKE_CONNECTOR_ID,
  name: "Fake Wallet",
  type: "ANNOUNCED",
  provider: wallet.provider,
  imageUrl: "data:image/svg+xml,<svg/>",
  info: { name: "Fake Wallet", icon: "data:image/svg+xml,<svg/>" },
  chain: "cosmos",
  chains: [hub1, hub2]
})

/**
 * The services the connection programs run on, with the fake family beside EVM, over `storage`,
 * the data service answering `api`: one page of the app. Each provide is a fresh instance (state,
 * watchers); two instances over the same storage are a page and its reload.
 */
export const fakeFamilyEnv = (wallet: FakeWallet, storage: Storage["Type"], walletConnect?: ConnectionKind, api: Script = defaultApi) =>
  Layer.mergeAll(
    StateLive(),
    AnalyticsTest.layer(),
    scriptedApiClient(api).layer,
    WalletConnectionsTest({ families: [{ family: fakeFamily, kind: wallet.kind }], ...(walletConnect === undefined ? {} : { walletConnect }) }).pipe(
      Layer.provideMerge(EvmWalletTest),
      Layer.provideMerge(RpcTransportTest(defaultChain, { connectionCheck: false }))
    ),
    WalletDiscoveryTest.layer({})
  ).pipe(
    Layer.provideMerge(Layer.succeed(Storage, storage)),
    Layer.provideMerge(OptionsLive({ projectId: "test-project", networks: NETWORKS }))
  )

/** Lists connectors as discovery would have before the program runs (a reload then finds them at once). */
export const listConnectors = (...connectors: ReadonlyArray<Connector>) =>
  Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, ...connectors] })))

/**
 * One page of the app over `storage`: the fake wallet and an EVM wallet in it, listed unless
 * `announced` is false (a page whose wallets have not announced themselves yet).
 */
export const fakeFamilyPage =
  (fake: FakeWallet, evm: ScriptedWallet, storage: Storage["Type"], announced = true) =>
  <A, E, R>(body: Effect.Effect<A, E, R>) =>
    (announced ? Effect.zipRight(listConnectors(fakeConnector(fake), connectorOf(evm)), body) : body).pipe(Effect.provide(fakeFamilyEnv(fake, storage)))
