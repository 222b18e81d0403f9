import { Effect, Fiber, Option, Ref, Stream } from "effect"
import type { NamespaceAccount } from "../../schemas/Account.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { refreshAfterTransaction } from "../account/refreshAfterTransaction.js"
import { showAlert } from "../alerts/showAlert.js"
import { SwitchNetworkNotFound } from "../errors/AlertErrors.js"
import { forceCloseModal } from "../router/forceCloseModal.js"
import { checkUnsupportedChain } from "../network/checkUnsupportedChain.js"
import { configuredNetworkOf } from "../network/configuredNetworkOf.js"
import { unconfiguredNetwork } from "../network/unconfiguredNetwork.js"
import { setWalletNetwork } from "../network/setWalletNetwork.js"
import { ChainState } from "../services/ChainState.js"
import type { WalletEvent } from "../services/EvmWallet.js"
import { Modal } from "../services/Modal.js"
import { Options } from "../services/Options.js"
import { WalletConnections } from "../services/WalletConnections.js"
import { WalletWatchers } from "../services/WalletWatchers.js"
import { forgetDeepLinkChoice } from "../walletconnect/forgetDeepLinkChoice.js"
import { showSessionFailure } from "../walletconnect/showSessionFailure.js"
import { applyConnection } from "./applyConnection.js"
import { clearSignInSessions } from "./clearSignInSessions.js"
import { storeConnection } from "./connectionStorage.js"
import { findConnector } from "./findConnector.js"
import { forgetConnection } from "./forgetConnection.js"
import { updateNamespaceState } from "./updateNamespaceState.js"

/**
 * The sign-in step (SPEC §4) that follows another account or network. The caller brings it: the
 * sign-in flow may disconnect, which stops this watch, so the watch does not reach the flow.
 */
export type SignInStep<E, R> = Effect.Effect<unknown, E, R>

/** EIP-1193 close code some wallets send while they change chain: a pause, not a disconnect. */
const TRY_AGAIN_LATER = 1013

/** Events after which the site has lost the wallet. */
const endsConnection = (event: WalletEvent): boolean =>
  (event._tag === "AccountsChanged" && event.accounts.length === 0) || (event._tag === "Disconnect" && event.code !== TRY_AGAIN_LATER)

/** The wallet let go of the site (a session deleted or expired): forgotten as on disconnect, minus asking the wallet. */
const walletLeft = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    yield* forgetConnection(namespace)
    yield* clearSignInSessions
    yield* forgetDeepLinkChoice
    if ((yield* Ref.get((yield* Modal).state)).open) yield* forceCloseModal
  })

const accountsChanged = <E, R>(
  namespace: ChainNamespace,
  connectorId: string,
  accounts: readonly [string, ...Array<string>],
  allAccounts: ReadonlyArray<NamespaceAccount> | undefined,
  signIn: SignInStep<E, R>
) =>
  Effect.gen(function* () {
    const chain = (yield* Ref.get((yield* ChainState).chains)).get(namespace)
    const network = chain?.networkState.caipNetwork
    if (network === undefined || chain?.accountState.address === accounts[0]) return
    const connector = yield* findConnector(connectorId, namespace)
    if (Option.isNone(connector)) return yield* Effect.logWarning(`Accounts changed in ${connectorId}, which is no longer known`)
    yield* applyConnection({ connector: connector.value, accounts, allAccounts, network })
    yield* storeConnection(namespace, connector.value.id, network)
    yield* fetchAccountData(namespace)
    yield* signIn
  })

const chainChanged = <E, R>(namespace: ChainNamespace, chainId: number | string, signIn: SignInStep<E, R>) =>
  Effect.gen(function* () {
    const options = yield* Options
    const configured = configuredNetworkOf(options.networks, namespace, chainId)
    const network = Option.getOrElse(configured, () => unconfiguredNetwork(options.networks, namespace, chainId))
    yield* setWalletNetwork(network, { activate: false })
    yield* checkUnsupportedChain
    // The developer learns the wallet left the app's networks (SPEC §8 switch network not found).
    if (Option.isNone(configured)) yield* showAlert(new SwitchNetworkNotFound({ chainId: network.caipNetworkId }))
    yield* fetchAccountData(namespace)
    yield* signIn
  })

const handle = <E, R>(namespace: ChainNamespace, connectorId: string, event: WalletEvent, signIn: SignInStep<E, R>) =>
  Effect.gen(function* () {
    switch (event._tag) {
      case "AccountsChanged": {
        const [first, ...rest] = event.accounts
        return yield* first === undefined ? walletLeft(namespace) : accountsChanged(namespace, connectorId, [first, ...rest], event.allAccounts, signIn)
      }
      case "ChainChanged":
        return yield* chainChanged(namespace, event.chainId, signIn)
      case "TransactionSent":
        return yield* refreshAfterTransaction(namespace)
      case "SmartAccountDeployment":
        return yield* updateNamespaceState(namespace, (current) =>
          current.accountState.smartAccountDeployed === event.deployed
            ? current
            : { ...current, accountState: { ...current.accountState, smartAccountDeployed: event.deployed } }
        )
      case "Disconnect":
        if (event.code === TRY_AGAIN_LATER) return
        yield* walletLeft(namespace)
        // An expired or deleted session says why, once (SPEC §8).
        if (event.reason !== undefined) yield* showSessionFailure(event.reason)
    }
  })

/**
 * Follows a connected wallet: other accounts become the account (a new address fetches its data),
 * another chain becomes the network (one the app is not configured with shows the switch network
 * not found alert and may open UnsupportedChain),
 * a transaction the wallet sent reads the balance again, the smart account's deployment is kept,
 * and no accounts or a disconnect end the connection, which also ends the watch (an ended
 * session's reason shown once). A failing
 * handler is logged and the watch goes on.
 */
export const watchWallet = <E, R>(namespace: ChainNamespace, connector: Connector, signIn: SignInStep<E, R>) =>
  Effect.gen(function* () {
    const kind = yield* Effect.either((yield* WalletConnections).kindOf(connector))
    if (kind._tag === "Left") return yield* Effect.logWarning(`Wallet events are not followed: ${kind.left._tag}`)
    const events = yield* Effect.either(kind.right.events(connector))
    if (events._tag === "Left") return yield* Effect.logWarning(`Wallet events are not followed: the wallet code did not load`)
    // Runs while events keep the connection; the one that ends it is handled, then the watch stops.
    yield* Stream.runForEachWhile(events.right, (event) =>
      handle(namespace, connector.id, event, signIn).pipe(
        Effect.catchAllCause((cause) => Effect.logWarning(`Wallet event ${event._tag} not applied`, cause)),
        Effect.as(!endsConnection(event))
      )
    )
  }).pipe(Effect.withSpan("connection.watchWallet"))

/** Starts following the wallet of `namespace`, in place of any wallet followed there before. */
export const startWatchingWallet = <E, R>(namespace: ChainNamespace, connector: Connector, signIn: SignInStep<E, R>) =>
  Effect.gen(function* () {
    const { scope, fibers } = yield* WalletWatchers
    const fiber = yield* Effect.forkIn(watchWallet(namespace, connector, signIn), scope)
    const previous = yield* Ref.modify(fibers, (all) => [all.get(namespace), new Map(all).set(namespace, fiber)] as const)
    if (previous !== undefined) yield* Fiber.interrupt(previous)
  })

/** Stops following the wallet of `namespace`. */
export const stopWatchingWallet = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const { fibers } = yield* WalletWatchers
    const fiber = yield* Ref.modify(fibers, (all) => {
      const next = new Map(all)
      next.delete(namespace)
      return [all.get(namespace), next] as const
    })
    if (fiber !== undefined) yield* Fiber.interrupt(fiber)
  })
