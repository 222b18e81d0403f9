import { Effect, Option, Ref } from "effect"
import type { AccountType, ConnectedWalletInfo, NamespaceAccount } from "../../schemas/Account.js"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Connection } from "../../schemas/Connection.js"
import type { Connector } from "../../schemas/Connector.js"
import type { Network } from "../../schemas/Network.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { Features } from "../services/Features.js"
import { updateNamespaceState } from "./updateNamespaceState.js"

/**
 * A wallet that answered: its connector, its accounts (the first is used), how it describes them
 * (when it does) and the network it is on.
 */
export interface GrantedConnection {
  readonly connector: Connector
  readonly accounts: readonly [string, ...Array<string>]
  readonly allAccounts?: ReadonlyArray<NamespaceAccount> | undefined
  /** Whether the smart account is on chain yet, where the wallet says (else what the state knew stays). */
  readonly smartAccountDeployed?: boolean | undefined
  readonly network: Network
}

/**
 * The type of an account as the wallet described it (SPEC §6: payment, ordinal), else eoa:
 * extension wallets hold plain keys.
 */
const accountTypeOf = (connection: GrantedConnection, address: string): AccountType => {
  const type = connection.allAccounts?.find((account) => account.address === address)?.type
  return type === undefined || type === "stx" ? "eoa" : type
}

/** What the account view shows about the wallet: the name and icon it announced. */
export const connectedWalletInfoOf = (connector: Connector): ConnectedWalletInfo => {
  const name = connector.name ?? connector.info?.name ?? connector.id
  const icon = connector.imageUrl ?? connector.info?.icon
  return icon === undefined || icon === "" ? { name } : { name, icon }
}

/** The CAIP-10 id of an address on a network. */
export const caipAddressOf = (network: Network, address: string): CaipAddress =>
  `${network.caipNetworkId}:${address}` as CaipAddress

const connectionOf = (connection: GrantedConnection): Connection => {
  const { connector, accounts, network } = connection
  const info = connectedWalletInfoOf(connector)
  return {
    connectorId: connector.id,
    // SPEC §6: the smart-account default is the embedded wallet's.
    accounts: accounts.map((address) => ({ address, type: accountTypeOf(connection, address) })),
    caipNetwork: network,
    name: info.name,
    ...(info.icon === undefined ? {} : { icon: info.icon })
  }
}

/**
 * The login named on the connection it replaces (`auth`, see `nameLoginOnConnections`), kept while
 * one of its accounts answers: a wallet's events (another chain, another account type) do not make
 * the embedded wallet's connection forget how it was logged in.
 */
const keptLogin = (earlier: Connection | undefined, next: Connection): Connection => {
  const addresses = new Set(earlier?.accounts.map((account) => account.address.toLowerCase()))
  const sameLogin = next.accounts.some((account) => addresses.has(account.address.toLowerCase()))
  return earlier?.auth === undefined || !sameLogin ? next : { ...next, auth: earlier.auth }
}

/**
 * A kind that makes its provider on connecting (a session) hands it over here, for signing: the
 * listed connector takes it, or, for a connector seen on another of its namespaces, a member kept
 * for that namespace (a WalletConnect session's Solana provider beside its EIP-1193 one).
 */
const withProvider = (connectors: ReadonlyArray<Connector>, connector: Connector): ReadonlyArray<Connector> => {
  const index = connectors.findIndex((known) => known.id === connector.id)
  const known = connectors[index]
  if (known === undefined) return connectors
  const member = known.connectors?.find((inner) => inner.chain === connector.chain)
  const updated =
    known.chain === connector.chain
      ? known.provider === connector.provider
        ? known
        : { ...connector, ...(known.connectors === undefined ? {} : { connectors: known.connectors }) }
      : member?.provider === connector.provider
        ? known
        : { ...known, connectors: [...(known.connectors ?? []).filter((inner) => inner.chain !== connector.chain), connector] }
  return updated === known ? connectors : connectors.map((entry, i) => (i === index ? updated : entry))
}

/**
 * Records a connection that was just made or restored: the namespace's account (connected, its
 * address and wallet, its type: the wallet's word for it, else eoa; every account the wallet
 * described, which replaces the earlier list), its network, the active namespace, the connector
 * and the connection list (other wallets stay listed only while multi-wallet is on). A new address drops
 * what was fetched for the previous one. The stored copy a reload reconnects from is the caller's
 * to write (`storeConnection`) in the same task, before any follow-up work.
 */
export const applyConnection = Effect.fn("connection.applyConnection")(function* (connection: GrantedConnection) {
  const { connector, network } = connection
  const namespace = connector.chain
  const address = connection.accounts[0]
  yield* updateNamespaceState(namespace, (current) => {
    const account = current.accountState
    const sameAddress = account.address?.toLowerCase() === address.toLowerCase()
    const { balance: _balance, balanceSymbol: _symbol, profileName: _name, profileImage: _image, addressExplorerUrl: _url, ...kept } =
      account
    const { allAccounts: _all, ...rest } = sameAddress ? account : kept
    return {
      ...current,
      networkState: { ...current.networkState, caipNetwork: network },
      accountState: {
        ...rest,
        caipAddress: caipAddressOf(network, address),
        address,
        status: "connected",
        connectedWalletInfo: connectedWalletInfoOf(connector),
        preferredAccountType: accountTypeOf(connection, address),
        ...(connection.allAccounts === undefined ? {} : { allAccounts: connection.allAccounts }),
        ...(connection.smartAccountDeployed === undefined ? {} : { smartAccountDeployed: connection.smartAccountDeployed })
      }
    }
  })
  const chainState = yield* ChainState
  yield* Ref.set(chainState.activeNamespace, Option.some(namespace))

  const multiWallet = (yield* Ref.get((yield* Features).state)).multiWallet
  const { state } = yield* Connectors
  yield* Ref.update(state, (current) => {
    const live = current.connections[namespace] ?? []
    const others = multiWallet ? live.filter((c) => c.connectorId !== connector.id) : []
    const earlier = live.find((c) => c.connectorId === connector.id)
    return {
      ...current,
      connectors: withProvider(current.connectors, connector),
      activeConnectorIds: { ...current.activeConnectorIds, [namespace]: connector.id },
      connections: { ...current.connections, [namespace]: [keptLogin(earlier, connectionOf(connection)), ...others] }
    }
  })
})
