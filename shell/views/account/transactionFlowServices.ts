import { Effect } from "effect"
import type { Context } from "effect"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { PendingTransactions } from "../../../core/services/PendingTransactions.js"
import { TokenBalanceFailures } from "../../../core/services/TokenBalanceFailures.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { StateRef } from "../../../core/state/StateRef.js"
import type { AppServices } from "../../../layers/AppLive.js"
import { makeTokenBalanceFailures } from "../../../layers/TokenBalanceFailuresLive.js"
import type { InstanceRuntime } from "../../runtime/InstanceRuntime.js"
import type { ProgramStatus } from "../parts/useProgram.js"
import { pendingTransactionsOf } from "./pendingServices.js"

/** The services a flow that sends from the account (Send, Swap) needs beyond the instance's: built with its chunk. */
export interface TransactionFlowServices<S> {
  /** The flow's own state (what is chosen, typed and quoted). */
  readonly flow: S
  readonly failures: typeof TokenBalanceFailures.Service
  /** Shared with the Activity tab: a transaction the flow sent is pending there until mined. */
  readonly pending: typeof PendingTransactions.Service
  /**
   * How the flow's last run went. Kept here, not in the view: a wallet whose approval is a view of
   * its own (the embedded wallet's ApproveTransaction) replaces the flow's view while it waits, and
   * the view shown again must still say how the run ended (a rejection, SPEC §5).
   */
  readonly lastRun: StateRef<ProgramStatus<DoorwayError>>
}

/**
 * The services of one flow, per instance: `servicesOf` makes them the first time the flow's view
 * opens and keeps them as long as the instance, and from then on `resetOnAccountChange` runs
 * (SPEC §4: whenever the account changes or disconnects); `provide` gives a flow program its
 * state, the token balance failures and the pending transactions.
 */
export const transactionFlowServices = <I, S>(
  tag: Context.Tag<I, S>,
  makeFlow: Effect.Effect<S>,
  resetOnAccountChange: Effect.Effect<unknown, never, I | AppServices>
) => {
  const byRuntime = new WeakMap<object, TransactionFlowServices<S>>()

  const servicesOf = (runtime: InstanceRuntime<AppServices>): TransactionFlowServices<S> => {
    const known = byRuntime.get(runtime)
    if (known !== undefined) return known
    const services: TransactionFlowServices<S> = {
      flow: Effect.runSync(makeFlow),
      failures: Effect.runSync(makeTokenBalanceFailures),
      pending: pendingTransactionsOf(runtime),
      lastRun: Effect.runSync(makeStateRef<ProgramStatus<DoorwayError>>({ _tag: "Idle" }))
    }
    byRuntime.set(runtime, services)
    runtime.runFork(resetOnAccountChange.pipe(Effect.provideService(tag, services.flow)))
    return services
  }

  const provide =
    (services: TransactionFlowServices<S>) =>
    <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<Exclude<Exclude<R, I>, TokenBalanceFailures>, PendingTransactions>> =>
      program.pipe(
        Effect.provideService(tag, services.flow),
        Effect.provideService(TokenBalanceFailures, services.failures),
        Effect.provideService(PendingTransactions, services.pending)
      )

  return { servicesOf, provide }
}
