import { Deferred, Effect, Fiber, Option, Ref } from "effect"
import type { AccountStatus } from "../../schemas/Account.js"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import type { Network } from "../../schemas/Network.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { addRecentWallet } from "../connectors/recentWallets.js"
import { messageOf } from "../errors/catalogue.js"
import { ConnectFailed, ConnectionRejected, isConnectorChainRefusal } from "../errors/ConnectionErrors.js"
import type { ConnectorChainRefusal } from "../errors/ConnectionErrors.js"
import type { KindError, OpenError, ConnectPrompt, SessionFailure } from "../services/WalletConnections.js"
import { showSessionFailure } from "../walletconnect/showSessionFailure.js"
import type { Alerts } from "../services/Alerts.js"
import type { Options } from "../services/Options.js"
import { checkUnsupportedChain } from "../network/checkUnsupportedChain.js"
import { push } from "../router/push.js"
import { reset } from "../router/reset.js"
import { ChainState } from "../services/ChainState.js"
import type { Connectors } from "../services/Connectors.js"
import { Modal } from "../services/Modal.js"
import { applyConnection, caipAddressOf, connectedWalletInfoOf } from "./applyConnection.js"
import { storeConnection } from "./connectionStorage.js"
import { findConnector } from "./findConnector.js"
import { openWallet } from "./openWallet.js"
import { clearPairingUri, showPairingUri } from "./pairingUri.js"
import { updateNamespaceState } from "./updateNamespaceState.js"
import { startWatchingWallet } from "./watchWallet.js"
import { WalletWatchers } from "../services/WalletWatchers.js"
import { askSignIn } from "../siwx/askSignIn.js"
import { urgent } from "../scheduling/priority.js"

export interface ConnectWalletOptions {
  /** The catalogue entry the user picked, remembered as a recent wallet (else one made from the connector). */
  readonly wallet?: WcWallet | undefined
}

export interface ConnectedAccount {
  readonly address: string
  readonly caipAddress: CaipAddress
  readonly network: Network
}

const setStatus = (namespace: ChainNamespace, status: AccountStatus) =>
  updateNamespaceState(namespace, (current) => ({ ...current, accountState: { ...current.accountState, status } }))

/** The recent-wallet entry of a connector picked without a catalogue entry. */
const recentWalletOf = (connector: Connector): WcWallet => ({
  id: connector.explorerId ?? connector.id,
  name: connectedWalletInfoOf(connector).name,
  ...(connector.imageId === undefined ? {} : { image_id: connector.imageId }),
  ...(connector.info?.rdns === undefined ? {} : { rdns: connector.info.rdns })
})

/** The SDK's and relay's failures of a session kind (SPEC §8), shown as themselves. */
const SESSION_FAILURES: ReadonlySet<string> = new Set<SessionFailure["_tag"]>([
  "ProviderNotConnected",
  "NamespaceNotConfigured",
  "NoRpcUrl",
  "JsonRpcProviderNotFound",
  "RecordRecentlyDeleted",
  "WalletConnectError",
  "SessionExpired",
  "InvalidProjectId",
  "OriginNotAllowed"
])
const isSessionFailure = (error: OpenError | KindError): error is SessionFailure => SESSION_FAILURES.has(error._tag)

/**
 * The failure a view shows: the user's refusal as 'Connection rejected', a session's own failure
 * (the SDK's or relay's) and a connector refusing the chains asked for (none of the app's networks
 * of its namespace, or the one the modal is on: SPEC §5) as their catalogue entries, anything
 * else 'Failed to connect'.
 */
const connectFailureOf = (error: OpenError | KindError): ConnectionRejected | ConnectFailed | ConnectorChainRefusal | SessionFailure =>
  error._tag === "UserRejectedError"
    ? new ConnectionRejected()
    : error._tag === "ConnectFailed" || isConnectorChainRefusal(error) || isSessionFailure(error)
      ? error
      : new ConnectFailed({ cause: error })

/**
 * Connects a wallet through its connector's kind of connection (SPEC §4): an extension, or a
 * WalletConnect pairing. For an extension the ConnectingExternalWallet view is shown (kept if it
 * already is), told that this program asks the wallet, so that the view does not ask again. A
 * pairing's URI is published in the connectors' state (`pairingUri`) for the view that started
 * it, while the namespace's status is connecting, and cleared when it ends (no URI within 10 s,
 * the relay unreachable, fails with ConnectFailed: see `openWallet`). The wallet is asked for its
 * accounts and chain (see `openWallet` for the network rules). On success the connection is
 * recorded in the state and stored at once (with the wallet remembered as recent), as is each other
 * namespace the same approval granted (a WalletConnect session across families; the one asked for
 * ends active), before any follow-up work, so a reload at any instant after the approval lands connected; then its events
 * are followed, the modal moved to Account (UnsupportedChain on top when that rule holds), and the
 * account's balance and profile fetched; CONNECT_SUCCESS is tracked once the balance shows (or is
 * known to be unavailable), so the analytics request does not hold the node's answer.
 * A refusal (4001) fails with ConnectionRejected, anything else with ConnectFailed; the status
 * returns to what it was, CONNECT_ERROR is tracked, and the view stays so the user can retry
 * (calling this again). Interrupted while the wallet is asked, the status returns to what it was;
 * interrupted after it approved, the connection is still recorded (in the instance's scope) and
 * only the waiting stops.
 */
export const connectWallet = Effect.fn("connection.connectWallet")(function* (connectorId: string, options: ConnectWalletOptions = {}) {
  // A connector spanning families (a WalletConnect session) connects first the namespace the modal is on.
  const activeNamespace = Option.getOrUndefined(yield* Ref.get((yield* ChainState).activeNamespace))
  const found = yield* findConnector(connectorId, activeNamespace)
  if (Option.isNone(found)) {
    const error = new ConnectFailed({ cause: `No connector ${connectorId}` })
    yield* trackEvent({ type: "track", event: "CONNECT_ERROR", properties: { message: messageOf(error) } })
    return yield* error
  }
  const connector = found.value
  const namespace = connector.chain
  const modal = yield* Modal
  // A pairing shows its URI in the view that started it; a wallet in the page has its own view;
  // the embedded wallet's login views stay until the account shows.
  const pairing = connector.type === "WALLET_CONNECT"
  const embedded = connector.type === "AUTH"
  if (!pairing && !embedded && (yield* Ref.get(modal.state)).open) yield* push("ConnectingExternalWallet", { connectorId, asking: true })
  const before = (yield* Ref.get((yield* ChainState).chains)).get(namespace)?.accountState
  const statusBefore: AccountStatus = before?.caipAddress === undefined ? "disconnected" : (before.status ?? "connected")
  yield* setStatus(namespace, "connecting")

  // Abandoned while the wallet is asked (its view closed, a newer attempt): nothing changed, so
  // the status goes back instead of staying `connecting`.
  const context = yield* Effect.context<Connectors | Alerts | Options>()
  const prompt: ConnectPrompt = {
    showUri: (uri) => Effect.provide(showPairingUri(uri), context),
    notify: (error) => Effect.provide(showSessionFailure(error), context)
  }
  const opened = yield* Effect.either(openWallet(connector, "connect", prompt)).pipe(
    Effect.ensuring(clearPairingUri),
    Effect.onInterrupt(() => setStatus(namespace, statusBefore))
  )
  if (opened._tag === "Left") {
    const error = connectFailureOf(opened.left)
    yield* setStatus(namespace, statusBefore)
    yield* trackEvent({ type: "track", event: "CONNECT_ERROR", properties: { message: messageOf(error) } })
    return yield* error
  }
  const { accounts, network } = opened.right
  const { others } = opened.right
  const address = accounts[0]
  // The wallet approved: the connection exists, so recording it goes on in the instance's scope
  // even when the one who asked stops waiting (the pairing view is left as Account replaces it).
  const record = Effect.gen(function* () {
    // What a reload needs is written the moment the wallet grants it, before any follow-up work,
    // and in the task that records it (urgent work is never held for a later task): no frame can
    // show the address before the page has kept the connection.
    yield* urgent(
      Effect.gen(function* () {
        // The other namespaces the approval granted first: the one asked for ends active.
        for (const other of others) {
          yield* applyConnection(other)
          yield* storeConnection(other.connector.chain, other.connector.id, other.network)
        }
        yield* applyConnection(opened.right)
        yield* storeConnection(namespace, opened.right.connector.id, network)
        // The embedded wallet is no catalogue wallet: it is not a recent one.
        if (!embedded) yield* addRecentWallet(options.wallet ?? recentWalletOf(connector))
      })
    )
    // Followed first, so what the wallet does next is seen.
    for (const other of others) yield* startWatchingWallet(other.connector.chain, other.connector, askSignIn)
    yield* startWatchingWallet(namespace, opened.right.connector, askSignIn)
    // With sign-in on, an account without a session goes straight to SIWXSignMessage (SPEC §4):
    // the Account view is not drawn first. The step is decided before the account's data is
    // asked for, so the view does not queue behind that work; only the flow itself is a chunk of
    // its own, loaded when sign-in is on, and an app without sign-in loads nothing more.
    const signInShown = yield* askSignIn
    // Balance and profile load, and the Account view shows, while the rest is recorded. The
    // loading is urgent work: the balance request leaves before the Account view's first render,
    // so the node answers while the page draws, and the answer is shown as soon as it comes.
    const balanceSettled = yield* Deferred.make<void>()
    const accountData = yield* urgent(Effect.fork(fetchAccountData(namespace, { balanceSettled })))
    // The other namespaces' balances load beside it; the visitor sees them on switching there.
    const othersData = yield* Effect.fork(Effect.forEach(others, (other) => fetchAccountData(other.connector.chain), { concurrency: "unbounded", discard: true }))
    if (!signInShown && (yield* Ref.get(modal.state)).open) yield* reset("Account")
    yield* checkUnsupportedChain
    // CONNECT_SUCCESS is tracked once the balance shows (or is known to be unavailable): the
    // visitor waits for that figure (SPEC §4), and its answer is not kept waiting behind the
    // event's request. The name lookup, which has no time limit, does not hold it.
    const tracked = yield* Effect.fork(
      Effect.gen(function* () {
        yield* Deferred.await(balanceSettled)
        yield* trackEvent({
          type: "track",
          event: "CONNECT_SUCCESS",
          address,
          properties: { method: pairing ? "qrcode" : embedded ? "email" : "browser", name: connectedWalletInfoOf(connector).name, caipNetworkId: network.caipNetworkId }
        })
      })
    )
    yield* Fiber.join(accountData)
    yield* Fiber.join(othersData)
    yield* Fiber.join(tracked)
  })
  yield* Fiber.join(yield* Effect.forkIn(record, (yield* WalletWatchers).scope))
  return { address, caipAddress: caipAddressOf(network, address), network } satisfies ConnectedAccount
})
