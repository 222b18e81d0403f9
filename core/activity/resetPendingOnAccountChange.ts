import { Effect, Option, Stream, SubscriptionRef } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { ChainState } from "../services/ChainState.js"
import { clearPendingTransactions } from "./pendingTransactions.js"

/**
 * SPEC §4 "reset on account or network change": runs as long as the pending transactions exist,
 * and clears them whenever the active account's CAIP-10 address changes: a disconnect, another
 * account, or another network.
 */
export const resetPendingOnAccountChange = Effect.gen(function* () {
  const chainState = yield* ChainState
  const activeAccount = Effect.gen(function* () {
    const namespace = yield* SubscriptionRef.get(chainState.activeNamespace)
    const chains = yield* SubscriptionRef.get(chainState.chains)
    return Option.isNone(namespace) ? undefined : chains.get(namespace.value)?.accountState.caipAddress
  })
  let last: CaipAddress | undefined = yield* activeAccount
  const onChange = Effect.flatMap(activeAccount, (current) => {
    if (current === last) return Effect.void
    last = current
    return clearPendingTransactions
  })
  yield* Stream.runForEach(chainState.chains.changes, () => onChange)
}).pipe(Effect.withSpan("activity.resetPendingOnAccountChange"))
