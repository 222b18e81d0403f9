import { Effect, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { connectedConnectorIdKey } from "../../schemas/StorageKeys.js"
import { forgetStoredConnection, storeConnection, storeConnectorId } from "../connection/connectionStorage.js"
import { findConnector } from "../connection/findConnector.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { ChainState } from "../services/ChainState.js"
import type { Connectors } from "../services/Connectors.js"
import type { Storage } from "../services/Storage.js"
import { readStoredValue, writeStoredValue } from "../storage/storedValues.js"

/** What `keepAcceptedLogin` replaced: the namespace and the connector stored there before, if any. */
export interface KeptLogin {
  readonly namespace: ChainNamespace
  readonly before: Option.Option<string>
}

/**
 * The moment the frame accepts the login (a code, or a device already approved), the login exists
 * on the secure site: the page keeps the email-login-used flag (WIRE §4.8) and the embedded wallet
 * as its namespace's stored connection (WIRE §5), so a reload before the account shows restores it
 * (the frame answers IS_CONNECTED) instead of landing on Connect. The account itself is written
 * when the wallet gives it (`connectWallet`).
 */
export const keepAcceptedLogin: Effect.Effect<Option.Option<KeptLogin>, never, ChainState | Connectors | Storage> = Effect.gen(function* () {
  yield* Effect.orDie(writeStoredValue("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true"))
  // On the namespace the modal is on: the login connects there (connectWallet does the same).
  const active = Option.getOrUndefined(yield* Ref.get((yield* ChainState).activeNamespace))
  const connector = yield* findConnector(AUTH_CONNECTOR_ID, active)
  if (Option.isNone(connector)) return Option.none()
  const namespace = connector.value.chain
  const network = (yield* Ref.get((yield* ChainState).chains)).get(namespace)?.networkState.caipNetwork
  if (network === undefined) return Option.none()
  const before = yield* readStoredValue(connectedConnectorIdKey(namespace))
  yield* storeConnection(namespace, AUTH_CONNECTOR_ID, network)
  return Option.some({ namespace, before })
}).pipe(Effect.withSpan("embedded.keepAcceptedLogin"))

/** A login that failed after all: the stored connection goes back to what it was before it. */
export const undoAcceptedLogin = (kept: Option.Option<KeptLogin>) =>
  Option.match(kept, {
    onNone: () => Effect.void,
    onSome: ({ namespace, before }) =>
      Option.match(before, {
        onNone: () => forgetStoredConnection(namespace),
        onSome: (id) => storeConnectorId(namespace, id)
      })
  })
