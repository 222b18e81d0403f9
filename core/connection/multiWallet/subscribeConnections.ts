import { Effect, Ref, Stream } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { Connectors } from "../../services/Connectors.js"
import { connectionsOf } from "./connectionsOf.js"
import type { ConnectionsList } from "./connectionsOf.js"
import { requireMultiWallet } from "./requireMultiWallet.js"
import { restoreConnections } from "./restoreConnections.js"
import { changesOf } from "../../state/changesOf.js"

/** The same connection objects in the same order: a change elsewhere in the state is not a change here. */
const sameList = (a: ConnectionsList, b: ConnectionsList): boolean =>
  a.connections.length === b.connections.length &&
  a.recentConnections.length === b.recentConnections.length &&
  a.connections.every((c, i) => c === b.connections[i]) &&
  a.recentConnections.every((c, i) => c === b.recentConnections[i])

/**
 * The wallets of `namespace`: the current list, then the list again whenever it changes. While
 * multi-wallet is off the info alert shows and the stream ends without a value.
 */
export const subscribeConnections = (namespace: ChainNamespace) =>
  Stream.unwrap(
    Effect.gen(function* () {
      if (!(yield* requireMultiWallet)) return Stream.empty
      const { state } = yield* Connectors
      if ((yield* Ref.get(state)).recentConnections === undefined) yield* restoreConnections
      return changesOf(state).pipe(
        Stream.map((current) => connectionsOf(current, namespace)),
        Stream.changesWith(sameList)
      )
    })
  ).pipe(Stream.withSpan("subscribeConnections"))
