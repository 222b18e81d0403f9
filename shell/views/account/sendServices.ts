import { Effect } from "effect"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { resetSendOnAccountChange } from "../../../core/send/resetSendOnAccountChange.js"
import { PendingTransactions } from "../../../core/services/PendingTransactions.js"
import { SendState } from "../../../core/services/SendState.js"
import { TokenBalanceFailures } from "../../../core/services/TokenBalanceFailures.js"
import { makeSendState } from "../../../layers/SendStateLive.js"
import { makeTokenBalanceFailures } from "../../../layers/TokenBalanceFailuresLive.js"
import type { ProgramStatus } from "../parts/useProgram.js"
import type { AppServices } from "../../../layers/AppLive.js"
import type { InstanceRuntime } from "../../runtime/InstanceRuntime.js"
import { pendingTransactionsOf } from "./pendingServices.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { StateRef } from "../../../core/state/StateRef.js"

/** The services the send programs need beyond the instance's: built with the Send chunk. */
export interface SendServices {
  readonly send: typeof SendState.Service
  readonly failures: typeof TokenBalanceFailures.Service
  /** Shared with the Activity tab: a send's transaction is pending there until mined. */
  readonly pending: typeof PendingTransactions.Service
  /**
   * How the last send went. Kept here, not in the view: a wallet whose approval is a view of its
   * own (the embedded wallet's ApproveTransaction) replaces Send while it waits, and Send shown
   * again must still say how the send ended (a rejection, SPEC §5).
   */
  readonly lastSend: StateRef<ProgramStatus<DoorwayError>>
}

const byRuntime = new WeakMap<object, SendServices>()

/**
 * The send state of an instance, made the first time Send opens and kept as long as the
 * instance; from then on it resets whenever the account changes or disconnects (SPEC §4).
 */
export const sendServicesOf = (runtime: InstanceRuntime<AppServices>): SendServices => {
  const known = byRuntime.get(runtime)
  if (known !== undefined) return known
  const services: SendServices = {
    send: Effect.runSync(makeSendState),
    failures: Effect.runSync(makeTokenBalanceFailures),
    pending: pendingTransactionsOf(runtime),
    lastSend: Effect.runSync(makeStateRef<ProgramStatus<DoorwayError>>({ _tag: "Idle" }))
  }
  byRuntime.set(runtime, services)
  runtime.runFork(resetSendOnAccountChange.pipe(Effect.provideService(SendState, services.send)))
  return services
}

/** A send program with the send services provided. */
export const withSendServices =
  (services: SendServices) =>
  <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<Exclude<Exclude<R, SendState>, TokenBalanceFailures>, PendingTransactions>> =>
    program.pipe(
      Effect.provideService(SendState, services.send),
      Effect.provideService(TokenBalanceFailures, services.failures),
      Effect.provideService(PendingTransactions, services.pending)
    )
