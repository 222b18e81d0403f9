/**
 * The services the EVM connection programs run on, all test layers: state over given options,
 * memory storage, a recording analytics sink, a scripted REST API, a scripted chain, scripted
 * wallet discovery, the plain EIP-1193 adapter and the extension kind of connection over it.
 * Wallets are `scriptedWallet`s.
 */
import { Effect, Layer, Option, Ref } from "effect"
import { mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import { caipAddressOf } from "../../../core/connection/applyConnection.js"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import type { LoginMethod } from "../../../core/config/loginMethods.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { Features } from "../../../core/services/Features.js"
import { Modal } from "../../../core/services/Modal.js"
import { Router } from "../../../core/services/Router.js"
import { Storage } from "../../../core/services/Storage.js"
import { storageCodecOf } from "../../../core/storage/storedValues.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connector, ConnectorType } from "../../../schemas/Connector.js"
import type { Network } from "../../../schemas/Network.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import * as AnalyticsTest from "../../../layers/AnalyticsTest.js"
import { EvmWalletTest, scriptedWallet } from "../../../layers/EvmWalletTest.js"
import type { ScriptedWalletOptions } from "../../../layers/EvmWalletTest.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import type { ChainScript } from "../../../layers/RpcTransportTest.js"
import { StateLive } from "../../../layers/StateLive.js"
import { WalletConnectionsTest } from "../../../layers/WalletConnectionsTest.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import * as WalletDiscoveryTest from "../../../layers/WalletDiscoveryTest.js"
import type { DiscoveredWallet } from "../../../core/services/WalletDiscovery.js"
import type { ConnectionKind } from "../../../core/services/WalletConnections.js"
import type { SecureFrame } from "../../../core/services/SecureFrame.js"
import { scriptedApiClient } from "../config/scriptedApiClient.js"
import type { Script } from "../config/scriptedApiClient.js"
import { Schema } from "effect"

export const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
export const BOB = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
export const WALLET_ID = "io.doorway.wallet"
export const WALLET_NAME = "Doorway Wallet"
export const WALLET_ICON = "data:image/svg+xml,<svg/>"

export interface EvmEnv {
  readonly options?: Partial<AppKitOptions>
  readonly storage?: Iterable<readonly [StorageKey, string]>
  readonly api?: Script
  readonly chain?: ChainScript
  readonly announced?: ReadonlyArray<DiscoveredWallet>
  /** Login sections other than the modal's (none today). */
  readonly loginMethods?: ReadonlyArray<LoginMethod>
  /** The WalletConnect kind of connection (none by default). */
  readonly walletConnect?: ConnectionKind
  /** The embedded-wallet kind for AUTH connectors (the extension kind by default). */
  readonly auth?: ConnectionKind
  /** The instance's secure frame, which the login programs reach (none by default). */
  readonly frame?: SecureFrame["Type"]
}

/** 1 ETH on mainnet and Polygon for ALICE, 2 for BOB. */
export const defaultChain: ChainScript = Object.fromEntries(
  [mainnet, polygon].map((network) => [
    network.caipNetworkId,
    { eth_getBalance: (params: unknown) => ({ result: (params as ReadonlyArray<string>)[0] === BOB ? "0x1bc16d674ec80000" : "0xde0b6b3a7640000" }) }
  ])
)

/** The identity service knows mainnet and Polygon and names ALICE. */
export const defaultApi: Script = {
  "blockchain /v1/supported-chains": { status: 200, body: { http: [mainnet.caipNetworkId, polygon.caipNetworkId], ws: [] } },
  [`blockchain /v1/identity/${ALICE}`]: { status: 200, body: { name: "alice.eth", avatar: "https://avatars.test/alice.png" } },
  [`blockchain /v1/identity/${BOB}`]: { status: 200, body: { name: null, avatar: null } }
}

export const evmEnv = (env: EvmEnv = {}) => {
  const api = scriptedApiClient(env.api ?? defaultApi)
  const layer = Layer.mergeAll(
    StateLive(),
    AnalyticsTest.layer(),
    api.layer,
    WalletConnectionsTest({
      ...(env.walletConnect === undefined ? {} : { walletConnect: env.walletConnect }),
      ...(env.auth === undefined ? {} : { auth: env.auth }),
      ...(env.frame === undefined ? {} : { frame: env.frame })
    }).pipe(
      Layer.provideMerge(EvmWalletTest),
      Layer.provideMerge(RpcTransportTest(env.chain ?? defaultChain, { connectionCheck: false }))
    ),
    WalletDiscoveryTest.layer(env.announced === undefined ? {} : { announced: env.announced })
  ).pipe(
    Layer.provideMerge(StorageMemory.layerWith(env.storage ?? [])),
    Layer.provideMerge(
      OptionsLive({ projectId: "test-project", networks: [mainnet, polygon, sepolia, solana], ...env.options }, env.loginMethods)
    )
  )
  return { layer, apiCalls: api.calls, apiPriorities: api.priorities }
}

/** A browser-extension connector (or another `type`) whose provider is `wallet` (any EIP-1193 provider). */
export const connectorOf = (wallet: unknown, id = WALLET_ID, type: ConnectorType = "ANNOUNCED"): Connector => ({
  id,
  name: WALLET_NAME,
  type,
  provider: wallet,
  imageUrl: WALLET_ICON,
  info: { rdns: id, name: WALLET_NAME, icon: WALLET_ICON },
  chain: "eip155"
})

/** Makes a wallet and lists its connector (an extension's by default), as discovery would have. */
export const installWallet = (options: Partial<ScriptedWalletOptions> = {}, id = WALLET_ID, type: ConnectorType = "ANNOUNCED") =>
  Effect.gen(function* () {
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, ...options })
    const { state } = yield* Connectors
    yield* Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, connectorOf(wallet, id, type)] }))
    return wallet
  })

export const accountOf = (namespace: ChainNamespace = "eip155") =>
  Effect.map(Effect.flatMap(ChainState, (s) => Ref.get(s.chains)), (chains) => chains.get(namespace)?.accountState)

export const networkOf = (namespace: ChainNamespace = "eip155") =>
  Effect.map(Effect.flatMap(ChainState, (s) => Ref.get(s.chains)), (chains) => chains.get(namespace)?.networkState.caipNetwork)

export const activeNamespace = Effect.flatMap(ChainState, (s) => Effect.map(Ref.get(s.activeNamespace), Option.getOrUndefined))

export const connectorsState = Effect.flatMap(Connectors, (c) => Ref.get(c.state))

export const views = Effect.flatMap(Router, (r) => Effect.map(Ref.get(r.history), (history) => history.map((e) => e.view)))

export const historyOf = Effect.flatMap(Router, (r) => Ref.get(r.history))

export const modalOpen = Effect.flatMap(Modal, (m) => Effect.map(Ref.get(m.state), (s) => s.open))

export const setMultiWallet = (on: boolean) =>
  Effect.flatMap(Features, (f) => Ref.update(f.state, (features) => ({ ...features, multiWallet: on })))

/** The raw stored string of a key. */
export const storedRaw = (key: StorageKey) => Effect.flatMap(Storage, (storage) => Effect.map(storage.get(key), Option.getOrUndefined))

/** The decoded stored value of a key. */
export const stored = <K extends StorageKey>(key: K) =>
  Effect.map(storedRaw(key), (raw) => (raw === undefined ? undefined : Schema.decodeUnknownSync(storageCodecOf(key))(raw)))

/** Events the analytics sink received, by name. */
export const trackedEvents = Effect.flatMap(AnalyticsTest.AnalyticsRecorder, (recorder) =>
  Effect.map(recorder.sent, (bodies) => bodies.map((body) => body.props))
)

const SOLANA_ADDRESS = "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P"

/** Puts a connected account on a namespace through `connectorId`, as a finished connection would. */
export const connectAs = (namespace: ChainNamespace, connectorId: string) =>
  Effect.gen(function* () {
    const network = namespace === "solana" ? solana : mainnet
    const address = namespace === "solana" ? SOLANA_ADDRESS : ALICE
    yield* updateNamespaceState(namespace, (current) => ({
      ...current,
      accountState: { ...current.accountState, status: "connected", address, caipAddress: caipAddressOf(network, address) }
    }))
    yield* Effect.flatMap(Connectors, ({ state }) =>
      Ref.update(state, (current) => ({ ...current, activeConnectorIds: { ...current.activeConnectorIds, [namespace]: connectorId } }))
    )
  })

/** What a page that connected WALLET_ID on `network` left in storage, for a reload to restore. */
export const storedConnection = (network: Network = mainnet): ReadonlyArray<readonly [StorageKey, string]> => [
  ["@appkit/eip155:connected_connector_id", WALLET_ID],
  ["@appkit/active_caip_network_id", network.caipNetworkId],
  ["@appkit/active_namespace", "eip155"],
  ["@appkit/connected_namespaces", "eip155"]
]
