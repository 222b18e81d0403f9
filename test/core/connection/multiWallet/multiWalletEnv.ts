/** State, storage and discovery for the multi-wallet programs, with helpers to seed connections. */
import { Effect, Layer, Option, Ref } from "effect"
import type { AppKitOptions } from "../../../../core/config/AppKitOptions.js"
import { Alerts } from "../../../../core/services/Alerts.js"
import { Storage } from "../../../../core/services/Storage.js"
import type { Connection } from "../../../../schemas/Connection.js"
import type { Connector } from "../../../../schemas/Connector.js"
import type { DiscoveredWallet } from "../../../../core/services/WalletDiscovery.js"
import * as AnalyticsTest from "../../../../layers/AnalyticsTest.js"
import { EvmWalletTest } from "../../../../layers/EvmWalletTest.js"
import { RpcTransportTest } from "../../../../layers/RpcTransportTest.js"
import * as PlatformTest from "../../../../layers/PlatformTest.js"
import * as SocialPopupTest from "../../../../layers/SocialPopupTest.js"
import { WalletConnectionsTest } from "../../../../layers/WalletConnectionsTest.js"
import { connectorsEnv, setConnectorsState, setFeatures } from "../../connectors/connectorsEnv.js"

export { connectorsState, setConnectorsState } from "../../connectors/connectorsEnv.js"

/**
 * The state services and a page with `announced` wallets, an EVM adapter over a node answering
 * balances, analytics in memory, a desktop browser and a scripted social-login popup.
 */
export const multiWalletEnv = (options: Partial<AppKitOptions> = {}, announced: ReadonlyArray<DiscoveredWallet> = []) =>
  Layer.mergeAll(
    connectorsEnv(options, { announced }),
    WalletConnectionsTest().pipe(
      Layer.provideMerge(EvmWalletTest),
      Layer.provide(RpcTransportTest({ "eip155:1": { eth_getBalance: () => ({ result: "0xde0b6b3a7640000" }) } }))
    ),
    AnalyticsTest.layer(),
    SocialPopupTest.layer,
    PlatformTest.layer()
  )

export const enableMultiWallet = setFeatures({ multiWallet: true })

export const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

export const MULTI_WALLET_DISABLED = "Multi-wallet support is not enabled and must be enabled in the project configuration."

export const connector = (id: string, type: Connector["type"] = "ANNOUNCED"): Connector => ({
  id,
  name: `Wallet ${id}`,
  type,
  chain: "eip155",
  info: { rdns: id, name: `Wallet ${id}` }
})

export const connection = (connectorId: string, ...addresses: ReadonlyArray<string>): Connection => ({
  connectorId,
  accounts: (addresses.length === 0 ? ["0x1111111111111111111111111111111111111111"] : addresses).map((address) => ({
    address,
    type: "eoa"
  }))
})

/** Wallets a and b connected (a active), c remembered from earlier; connectors a, b, c, walletConnect, ID_AUTH known. */
export const seedThreeWallets = setConnectorsState((state) => ({
  ...state,
  connectors: [connector("com.a"), connector("com.b"), connector("com.c"), connector("walletConnect", "WALLET_CONNECT"), connector("ID_AUTH", "AUTH")],
  activeConnectorIds: { eip155: "com.a" },
  connections: { eip155: [connection("com.b", "0xb"), connection("com.a", "0xa")] },
  recentConnections: { eip155: [connection("com.c", "0xc")] }
}))

/** The stored `@appkit/connections`, parsed. */
export const storedConnections = Effect.flatMap(Storage, (s) => s.get("@appkit/connections")).pipe(
  Effect.map(Option.map((raw) => JSON.parse(raw) as Record<string, ReadonlyArray<Connection>>))
)
