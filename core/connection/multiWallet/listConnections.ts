import { Effect, Ref } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { Connectors } from "../../services/Connectors.js"
import { connectionsOf, EMPTY_CONNECTIONS } from "./connectionsOf.js"
import { requireMultiWallet } from "./requireMultiWallet.js"
import { restoreConnections } from "./restoreConnections.js"

/** The live and remembered wallets of `namespace`; empty (after the info alert) while multi-wallet is off. */
export const listConnections = Effect.fn("listConnections")(function* (namespace: ChainNamespace) {
  if (!(yield* requireMultiWallet)) return EMPTY_CONNECTIONS
  const { state } = yield* Connectors
  if ((yield* Ref.get(state)).recentConnections === undefined) yield* restoreConnections
  return connectionsOf(yield* Ref.get(state), namespace)
})
