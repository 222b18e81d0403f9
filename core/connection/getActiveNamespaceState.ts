import { Effect, Option, Ref } from "effect"
import { ChainState } from "../services/ChainState.js"
import type { NamespaceState } from "../services/ChainState.js"

/** The chain state of the active namespace; None before any namespace is active. */
export const getActiveNamespaceState: Effect.Effect<Option.Option<NamespaceState>, never, ChainState> = Effect.gen(
  function* () {
    const state = yield* ChainState
    const active = yield* Ref.get(state.activeNamespace)
    const chains = yield* Ref.get(state.chains)
    return Option.flatMap(active, (namespace) => Option.fromNullable(chains.get(namespace)))
  }
)
