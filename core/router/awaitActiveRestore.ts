import { Effect, Option, Ref } from "effect"
import { RESTORE_OPEN_WAIT } from "../constants.js"
import { ChainState } from "../services/ChainState.js"
import type { Chains } from "../services/ChainState.js"
import { Initialization } from "../services/Initialization.js"
import { awaitRefValue } from "../state/followRef.js"

/**
 * While the start-up program is still restoring the active namespace's stored connection (the
 * instance not yet initialized, the namespace connecting: SPEC §4), waits until that ends (the
 * namespace connected or disconnected, or the start-up done), at most RESTORE_OPEN_WAIT. At once
 * otherwise.
 */
export const awaitActiveRestore: Effect.Effect<void, never, ChainState | Initialization> = Effect.gen(function* () {
  const { initialized } = yield* Initialization
  if (yield* Ref.get(initialized)) return
  const chainState = yield* ChainState
  const active = yield* Ref.get(chainState.activeNamespace)
  if (Option.isNone(active)) return
  const connecting = (chains: Chains) => chains.get(active.value)?.accountState.status === "connecting"
  if (!connecting(yield* Ref.get(chainState.chains))) return
  yield* Effect.raceFirst(
    awaitRefValue(chainState.chains, (chains) => (connecting(chains) ? Option.none() : Option.some(undefined))),
    awaitRefValue(initialized, (done) => (done ? Option.some(undefined) : Option.none()))
  ).pipe(Effect.timeout(RESTORE_OPEN_WAIT), Effect.ignore)
}).pipe(Effect.withSpan("router.awaitActiveRestore"))
