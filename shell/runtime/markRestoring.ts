import { Effect, Ref } from "effect"
import type { Chains } from "../../core/services/ChainState.js"
import { restoringChains } from "./startState.js"
import type { StateRef } from "../../core/state/StateRef.js"

/**
 * Sets the EVM account of a runtime's chain state connecting, as the start state says while a
 * stored connection is restored, so the cells do not read "disconnected" between the runtime's
 * start and the reconnection's own first step. Returns the effect that undoes it when nothing
 * took it over: run once the start-up program ends, it puts the account back to disconnected if
 * the reconnection never ran (an option check failed, its chunk did not load, nothing was
 * stored after all); any change the start-up program or the user made since is left alone.
 */
export const markRestoring = (chains: StateRef<Chains>): Effect.Effect<Effect.Effect<void>> =>
  Effect.gen(function* () {
    const marked = restoringChains(yield* Ref.get(chains))
    const mark = marked.get("eip155")?.accountState
    yield* Ref.set(chains, marked)
    return Ref.update(chains, (all) => {
      const evm = all.get("eip155")
      if (mark === undefined || evm === undefined || evm.accountState !== mark) return all
      return new Map(all).set("eip155", { ...evm, accountState: { ...mark, status: "disconnected" } })
    })
  })
