import { Effect, SubscriptionRef } from "effect"
import { DisconnectFailed } from "../errors/ConnectionErrors.js"
import { ChainState } from "../services/ChainState.js"
import type { NamespaceState } from "../services/ChainState.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"

/**
 * What `disconnect()` runs while no wallet connector is built in: with nothing connected there is
 * nothing to do; an account that is connected cannot be released without its connector, so that
 * fails with `DisconnectFailed` rather than pretending it worked.
 */
export const disconnect = (namespace?: ChainNamespace) =>
  Effect.gen(function* () {
    const state = yield* ChainState
    const chains = yield* SubscriptionRef.get(state.chains)
    const wanted: ReadonlyArray<NamespaceState | undefined> = namespace === undefined ? [...chains.values()] : [chains.get(namespace)]
    const connected = wanted.flatMap((chain) => (chain?.accountState.caipAddress === undefined ? [] : [chain.namespace]))
    if (connected.length === 0) return
    return yield* new DisconnectFailed({ cause: `No connector is available to disconnect ${connected.join(", ")}` })
  }).pipe(Effect.withSpan("disconnect"))
