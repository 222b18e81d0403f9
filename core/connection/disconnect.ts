import { Effect, Either, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { messageOf } from "../errors/catalogue.js"
import { forceCloseModal } from "../router/forceCloseModal.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { WalletConnections } from "../services/WalletConnections.js"
import { forgetDeepLinkChoice } from "../walletconnect/forgetDeepLinkChoice.js"
import { clearSignInSessions } from "./clearSignInSessions.js"
import { disconnectFailureOf } from "./disconnectFailureOf.js"
import type { NamespaceDisconnectFailure } from "./disconnectFailureOf.js"
import { findConnector } from "./findConnector.js"
import { forgetConnection } from "./forgetConnection.js"
import { stopWatchingWallet } from "./watchWallet.js"

export interface DisconnectOptions {
  /** Only this namespace; by default every connected one. */
  readonly namespace?: ChainNamespace | undefined
  /** Close the modal afterwards (default true). */
  readonly closeModal?: boolean | undefined
}

/** Asks the namespace's wallet, through its kind of connection, to let go; then forgets the connection. */
const release = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const { state } = yield* Connectors
    const connectorId = (yield* Ref.get(state)).activeConnectorIds[namespace]
    const connector = connectorId === undefined ? Option.none() : yield* findConnector(connectorId, namespace)
    if (Option.isSome(connector)) {
      const wallet = connector.value
      yield* (yield* WalletConnections).kindOf(wallet).pipe(
        Effect.flatMap((kind) => kind.disconnect(wallet)),
        // No kind serves the connector: there is no wallet to ask, only the connection to forget.
        Effect.catchTag("ConnectFailed", () => Effect.void),
        Effect.mapError((cause): NamespaceDisconnectFailure => ({ chainNamespace: namespace, cause }))
      )
    }
    yield* stopWatchingWallet(namespace)
    yield* forgetConnection(namespace)
  })

/**
 * Disconnects (SPEC §4): for each connected namespace (or the one given) the wallet is asked to
 * let go, then its account, network approvals, connector id, connection, user and wallet info are
 * cleared, here and in storage, with the WalletConnect deep-link choice. Sign-in sessions are
 * cleared when sign-out-on-disconnect is on (the default), and the modal closes unless `closeModal: false`. A namespace whose wallet fails
 * stays connected and the whole fails with DisconnectFailed ('Failed to disconnect'), or, when
 * several namespaces failed, DisconnectChainsFailed ('Failed to disconnect chains') with each
 * reason (`disconnectFailureOf`). The outcome is tracked as DISCONNECT_SUCCESS or DISCONNECT_ERROR. The send flow's state
 * resets when the account disconnects (`core/send/resetSendOnAccountChange.ts`, running once Send has opened).
 */
export const disconnect = Effect.fn("connection.disconnect")(function* (options: DisconnectOptions = {}) {
  const chains = yield* Ref.get((yield* ChainState).chains)
  const connected = [...chains.values()].filter((chain) => chain.accountState.caipAddress !== undefined).map((chain) => chain.namespace)
  const targets = options.namespace === undefined ? connected : connected.filter((namespace) => namespace === options.namespace)
  const outcomes = yield* Effect.forEach(targets, (namespace) => Effect.either(release(namespace)))
  const failure = disconnectFailureOf(outcomes.flatMap((outcome) => (Either.isLeft(outcome) ? [outcome.left] : [])))
  if (outcomes.some(Either.isRight)) {
    yield* clearSignInSessions
    // The wallet a pairing opened is not the next session's (WIRE.md §5).
    yield* forgetDeepLinkChoice
  }
  if (failure !== undefined) {
    yield* trackEvent({ type: "track", event: "DISCONNECT_ERROR", properties: { message: messageOf(failure) } })
    return yield* failure
  }
  yield* trackEvent({ type: "track", event: "DISCONNECT_SUCCESS", properties: { namespace: options.namespace ?? "all" } })
  if (options.closeModal !== false) yield* forceCloseModal
  // Once begun it runs to its end: the view that started it goes as the account does, and a
  // disconnection cut off there would keep sign-in sessions and skip its event.
}, Effect.uninterruptible)
