import { Effect, Option, Ref } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { ChainState } from "../services/ChainState.js"
import { followRef } from "../state/followRef.js"

/**
 * Runs `effect` each time the active account's CAIP-10 address changes (a disconnect, another
 * account, or another network), for as long as it runs: what a state kept for one account resets on.
 */
export const onActiveAccountChange = <E, R>(effect: Effect.Effect<void, E, R>) =>
  Effect.gen(function* () {
    const chainState = yield* ChainState
    const activeAccount = Effect.gen(function* () {
      const namespace = yield* Ref.get(chainState.activeNamespace)
      const chains = yield* Ref.get(chainState.chains)
      return Option.isNone(namespace) ? undefined : chains.get(namespace.value)?.accountState.caipAddress
    })
    let last: CaipAddress | undefined = yield* activeAccount
    yield* followRef(chainState.chains, () =>
      Effect.flatMap(activeAccount, (current) => {
        if (current === last) return Effect.void
        last = current
        return effect
      })
    )
  })
