import { Effect, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { updateNamespaceState } from "../connection/updateNamespaceState.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { Connectors } from "../services/Connectors.js"
import { readStoredValue } from "../storage/storedValues.js"
import { connectionAuthOf } from "./connectionLogin.js"
import { nameLoginOnConnections } from "./nameLoginOnConnections.js"

/**
 * The embedded wallet's login in the account state (SPEC §3) of every namespace it is connected
 * on: the social provider, and the user's email and account name, as the login cache has them
 * (`@appkit/connected_social`, `@appkit-wallet/EMAIL`, `@appkit-wallet/SOCIAL_USERNAME`), and on
 * the wallet's connections (`nameLoginOnConnections`). Run once the wallet connected or was
 * restored; a disconnect clears the account state with the rest.
 */
export const showEmbeddedLogin = Effect.gen(function* () {
  const provider = Option.getOrUndefined(yield* readStoredValue("@appkit/connected_social"))
  const email = Option.getOrNull(yield* readStoredValue("@appkit-wallet/EMAIL"))
  const username = Option.getOrNull(yield* readStoredValue("@appkit-wallet/SOCIAL_USERNAME"))
  const { activeConnectorIds } = yield* Ref.get((yield* Connectors).state)
  const namespaces = Object.entries(activeConnectorIds).flatMap(([namespace, id]) => (id === AUTH_CONNECTOR_ID ? [namespace as ChainNamespace] : []))
  for (const namespace of namespaces) {
    yield* updateNamespaceState(namespace, (current) => {
      const { socialProvider: _provider, ...account } = current.accountState
      return {
        ...current,
        accountState: { ...account, ...(provider === undefined ? {} : { socialProvider: provider }), user: { email, username } }
      }
    })
  }
  const auth = connectionAuthOf({ provider, email, username })
  if (auth !== undefined) yield* nameLoginOnConnections(namespaces, auth)
}).pipe(Effect.withSpan("embedded.showEmbeddedLogin"))
