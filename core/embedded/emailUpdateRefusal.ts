import { Effect, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { connectorById } from "../connection/findConnector.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { NoAuthConnector } from "../errors/ConnectionErrors.js"
import { UpdateEmailNotAllowed } from "../errors/EmbeddedWalletErrors.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import type { ConnectorsState } from "../services/Connectors.js"

export type EmailUpdateRefusal = NoAuthConnector | UpdateEmailNotAllowed

/**
 * Why the email cannot be updated (SPEC §5, §8): no auth connector ('No auth connector found'), or
 * the account of `namespace` not connected through it, by email or social ('Not connected to email
 * or social'). Undefined when it can.
 */
export const emailUpdateRefusal = (connectors: ConnectorsState, namespace: ChainNamespace | undefined): EmailUpdateRefusal | undefined => {
  if (Option.isNone(connectorById(connectors.connectors, AUTH_CONNECTOR_ID))) return new NoAuthConnector()
  const active = namespace === undefined ? undefined : connectors.activeConnectorIds[namespace]
  return active?.toLowerCase() === AUTH_CONNECTOR_ID.toLowerCase() ? undefined : new UpdateEmailNotAllowed()
}

/** Fails with `emailUpdateRefusal` for the account the modal is on. */
export const checkEmailUpdateAllowed: Effect.Effect<void, EmailUpdateRefusal, Connectors | ChainState> = Effect.gen(function* () {
  const namespace = Option.getOrUndefined(yield* Ref.get((yield* ChainState).activeNamespace))
  const refusal = emailUpdateRefusal(yield* Ref.get((yield* Connectors).state), namespace)
  if (refusal !== undefined) return yield* Effect.fail(refusal)
}).pipe(Effect.withSpan("embedded.checkEmailUpdateAllowed"))
