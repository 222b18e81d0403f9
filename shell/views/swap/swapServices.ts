import { Effect } from "effect"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { PendingTransactions } from "../../../core/services/PendingTransactions.js"
import { TokenBalanceFailures } from "../../../core/services/TokenBalanceFailures.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { StateRef } from "../../../core/state/StateRef.js"
import { makeSwapState } from "../../../core/swap/makeSwapState.js"
import { resetSwapOnAccountChange } from "../../../core/swap/resetSwapOnAccountChange.js"
import { SwapState } from "../../../core/swap/SwapState.js"
import type { AppServices } from "../../../layers/AppLive.js"
import { makeTokenBalanceFailures } from "../../../layers/TokenBalanceFailuresLive.js"
import type { InstanceRuntime } from "../../runtime/InstanceRuntime.js"
import { pendingTransactionsOf } from "../account/pendingServices.js"
import type { ProgramStatus } from "../parts/useProgram.js"

/** The services the swap programs need beyond the instance's: built with the Swap chunk. */
export interface SwapServices {
  readonly swap: typeof SwapState.Service
  readonly failures: typeof TokenBalanceFailures.Service
  /** Shared with the Activity tab: a swap's transaction is pending there until mined. */
  readonly pending: typeof PendingTransactions.Service
  /**
   * How the last swap went. Kept here, not in the view: a wallet whose approval is a view of its
   * own (the embedded wallet's ApproveTransaction) replaces Swap while it waits, and Swap shown
   * again must still say how the swap ended.
   */
  readonly lastSwap: StateRef<ProgramStatus<DoorwayError>>
}

const byRuntime = new WeakMap<object, SwapServices>()

/**
 * The swap state of an instance, made the first time Swap opens and kept as long as the instance;
 * from then on it resets whenever the account changes or disconnects.
 */
export const swapServicesOf = (runtime: InstanceRuntime<AppServices>): SwapServices => {
  const known = byRuntime.get(runtime)
  if (known !== undefined) return known
  const services: SwapServices = {
    swap: Effect.runSync(makeSwapState),
    failures: Effect.runSync(makeTokenBalanceFailures),
    pending: pendingTransactionsOf(runtime),
    lastSwap: Effect.runSync(makeStateRef<ProgramStatus<DoorwayError>>({ _tag: "Idle" }))
  }
  byRuntime.set(runtime, services)
  runtime.runFork(resetSwapOnAccountChange.pipe(Effect.provideService(SwapState, services.swap)))
  return services
}

/** A swap program with the swap services provided. */
export const withSwapServices =
  (services: SwapServices) =>
  <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<Exclude<Exclude<R, SwapState>, TokenBalanceFailures>, PendingTransactions>> =>
    program.pipe(
      Effect.provideService(SwapState, services.swap),
      Effect.provideService(TokenBalanceFailures, services.failures),
      Effect.provideService(PendingTransactions, services.pending)
    )
