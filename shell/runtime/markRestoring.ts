import { Effect, Ref } from "effect"
import type { Chains, NamespaceState } from "../../core/services/ChainState.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { restoringChains } from "./startState.js"
import type { StateRef } from "../../core/state/StateRef.js"

/**
 * Sets the accounts of `restoring` connecting in a runtime's chain state, as the start state says
 * while their stored connections are restored, so the cells do not read "disconnected" between the
 * runtime's start and the reconnection's own first step. Returns the effect that undoes it when
 * nothing took it over: run once the start-up program ends, it puts each such account back to
 * disconnected if the reconnection never ran (an option check failed, its chunk did not load,
 * nothing was stored after all); any change the start-up program or the user made since is left alone.
 */
export const markRestoring = (chains: StateRef<Chains>, restoring: ReadonlySet<ChainNamespace>): Effect.Effect<Effect.Effect<void>> =>
  Effect.gen(function* () {
    const marked = restoringChains(yield* Ref.get(chains), restoring)
    yield* Ref.set(chains, marked)
    return Ref.update(chains, (all) => {
      let settled: Map<ChainNamespace, NamespaceState> | undefined
      for (const namespace of restoring) {
        const mark = marked.get(namespace)?.accountState
        const state = all.get(namespace)
        if (mark === undefined || state === undefined || state.accountState !== mark) continue
        settled ??= new Map(all)
        settled.set(namespace, { ...state, accountState: { ...mark, status: "disconnected" } })
      }
      return settled ?? all
    })
  })
