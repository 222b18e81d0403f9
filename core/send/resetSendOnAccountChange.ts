import { Effect, Option, Stream, SubscriptionRef } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { ChainState } from "../services/ChainState.js"
import { resetSend } from "./resetSend.js"

/**
 * SPEC §4 "Disconnect … resets send state": runs as long as the send state exists, and resets it
 * whenever the active account's CAIP-10 address changes: a disconnect, another account, or
 * another network (a token and amount chosen for one account and network never go out from
 * another).
 */
export const resetSendOnAccountChange = Effect.gen(function* () {
  const chainState = yield* ChainState
  const activeAccount = Effect.gen(function* () {
    const namespace = yield* SubscriptionRef.get(chainState.activeNamespace)
    const chains = yield* SubscriptionRef.get(chainState.chains)
    return Option.isNone(namespace) ? undefined : chains.get(namespace.value)?.accountState.caipAddress
  })
  let last: CaipAddress | undefined = yield* activeAccount
  yield* Stream.runForEach(chainState.chains.changes, () =>
    Effect.flatMap(activeAccount, (current) => {
      if (current === last) return Effect.void
      last = current
      return resetSend
    })
  )
}).pipe(Effect.withSpan("send.resetSendOnAccountChange"))
