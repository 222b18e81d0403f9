import { Effect, Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { connectedConnectorIdKey } from "../../schemas/StorageKeys.js"
import { Storage } from "../services/Storage.js"
import { readStoredValue, writeStoredValue } from "../storage/storedValues.js"
import { removeStored } from "../storage/storedWithCodec.js"
import { sameConnectorId } from "./multiWallet/connectionStatusOf.js"

/** The connector ids `@appkit/connections` names for `namespace`, the active one first (WIRE §5). */
const connectionIdsOf = (namespace: ChainNamespace) =>
  Effect.map(readStoredValue("@appkit/connections"), (stored) =>
    Option.match(stored, { onNone: (): ReadonlyArray<string> => [], onSome: (value) => (value[namespace] ?? []).map((c) => c.connectorId) })
  )

/**
 * The connector a reload restores in `namespace` (WIRE §5), or none when nothing was connected
 * there. The key is present only while connected, and every write of it names a connection that
 * `@appkit/connections` holds too: a value that does not decode (removed by its read) or that
 * names none of the stored connections is damaged. Then the connections decide: the active one
 * is restored and the key written again from it, so this reload and every later one reconnect.
 * With no stored connection to check against, a readable id is trusted as it is.
 */
export const storedConnectorId = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const key = connectedConnectorIdKey(namespace)
    if (Option.isNone(yield* (yield* Storage).get(key))) return Option.none<string>()
    const stored = yield* readStoredValue(key)
    const named = yield* connectionIdsOf(namespace)
    if (named.length === 0 || (Option.isSome(stored) && named.some((id) => sameConnectorId(id, stored.value)))) return stored
    if (Option.isSome(stored)) {
      yield* Effect.logWarning(`Removed the value of ${key}: it names none of the stored connections of ${namespace}`)
      yield* removeStored(key)
    }
    const [active] = named as readonly [string, ...Array<string>]
    yield* writeStoredValue(key, active).pipe(
      Effect.tap(() => Effect.logWarning(`Wrote ${key} again from @appkit/connections`)),
      Effect.catchAll((error) => Effect.logWarning(`${key} was not written again: ${error.message}`))
    )
    return Option.some(active)
  }).pipe(Effect.withSpan("connection.storedConnectorId"))
