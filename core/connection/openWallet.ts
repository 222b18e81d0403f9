import { Effect, Option } from "effect"
import type { NamespaceAccount } from "../../schemas/Account.js"
import type { Connector } from "../../schemas/Connector.js"
import type { Network } from "../../schemas/Network.js"
import { walletNetwork } from "../network/walletNetwork.js"
import { WalletConnections } from "../services/WalletConnections.js"
import type { ConnectionKind, ConnectPrompt, GrantedNamespace } from "../services/WalletConnections.js"
import { connectorOnNamespace } from "../connectors/connectorOnNamespace.js"
import { withUriDeadline } from "../walletconnect/withUriDeadline.js"

export interface OpenedWallet {
  /** The connector, carrying the provider its kind made for the connection (signing uses it). */
  readonly connector: Connector
  readonly accounts: readonly [string, ...Array<string>]
  /** Every account granted, as the wallet describes it, where it does (the account state's `allAccounts`). */
  readonly allAccounts?: ReadonlyArray<NamespaceAccount> | undefined
  /** Whether the smart account is on chain yet, where the wallet says. */
  readonly smartAccountDeployed?: boolean | undefined
  readonly network: Network
  /** The other namespaces the same approval connected (a session across families), each as its own connection. */
  readonly others: ReadonlyArray<OpenedWallet>
}

/** Nothing to show: the prompt of a kind that shows nothing, and of a silent restore. */
const NO_PROMPT: ConnectPrompt = { showUri: () => Effect.void, notify: () => Effect.void }

/**
 * Asks a connector's wallet, through its kind of connection, for the site's accounts and finds the
 * network it puts the modal on. `connect` may prompt (a wallet's dialog, a pairing URI shown with
 * `prompt`); `restore` restores a stored connection silently (nothing is asked of the user after
 * it). No account, or a chain family the instance does not serve, fails with ConnectFailed, and so does
 * a pairing that shows no URI within 10 s of its kind being ready (the relay unreachable).
 */
export const openWallet = (connector: Connector, mode: "connect" | "restore" = "connect", prompt: ConnectPrompt = NO_PROMPT) =>
  Effect.gen(function* () {
    // A namespace no family serves fails here with ConnectFailed, before any wallet is asked.
    const kind = yield* (yield* WalletConnections).kindOf(connector)
    // The code of the kind is in: from here a pairing has 10 s to show its URI (withUriDeadline).
    const connect = connector.type === "WALLET_CONNECT" ? withUriDeadline((shown) => kind.connect(connector, shown), prompt) : kind.connect(connector, prompt)
    const { accounts, chainId, also, allAccounts, smartAccountDeployed } = yield* mode === "connect" ? connect : kind.restore(connector)
    const network = yield* walletNetwork(connector.chain, (target) => kind.switchChain(connector, target), chainId, { mayAsk: mode === "connect" })
    const provider = yield* kind.provider(connector)
    const connected = provider === connector.provider ? connector : { ...connector, provider, announcedProvider: connector.provider }
    // A restore brings back one namespace: each stored namespace is restored on its own.
    const others = mode === "connect" ? yield* Effect.forEach(also ?? [], (granted) => openedAlso(kind, connector, granted)) : []
    return { connector: connected, accounts, allAccounts, smartAccountDeployed, network, others: others.flat() } satisfies OpenedWallet
  })

/**
 * Another namespace the approval granted, seen through the same connector on that namespace: its
 * network (the wallet is not asked to switch) and provider. One that cannot be used (the connector
 * does not serve it, its provider does not load) is left out: the connection asked for stands.
 */
const openedAlso = (kind: ConnectionKind, connector: Connector, granted: GrantedNamespace) =>
  Option.match(connectorOnNamespace(connector, granted.namespace), {
    onNone: () => Effect.succeed([]),
    onSome: (onNamespace) =>
      Effect.gen(function* () {
        const network = yield* walletNetwork(granted.namespace, (target) => kind.switchChain(onNamespace, target), granted.chainId, { mayAsk: false })
        const provider = yield* kind.provider(onNamespace)
        return [{ connector: { ...onNamespace, provider }, accounts: granted.accounts, network, others: [] }]
      }).pipe(
        Effect.catchAll((error) =>
          Effect.as(Effect.logWarning(`The session's ${granted.namespace} accounts are left unconnected: ${error._tag}`), [])
        )
      )
  })
