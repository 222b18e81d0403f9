import { Duration, Effect } from "effect"
import type { CallsStatus } from "../../schemas/CallsStatus.js"
import { isFinalCallsStatus } from "../../schemas/CallsStatus.js"
import { CallsStatusTimeout } from "../errors/AccountErrors.js"
import { getCallsStatus } from "./getCallsStatus.js"

/** Time between two reads of a batch's status. */
export const CALLS_STATUS_INTERVAL = Duration.millis(1_000)
/** How long a batch may stay pending before the wait gives up. */
export const CALLS_STATUS_TIMEOUT = Duration.millis(60_000)

/**
 * Reads a batch's status with `read` at once, then every second, until it is final (200 or more:
 * confirmed, or failed offchain or onchain, EIP-5792), and answers that status. A read that fails
 * ends the wait with its error; no final status within 60 s fails with CallsStatusTimeout.
 */
export const pollCallsStatus = <E, R>(id: string, read: Effect.Effect<CallsStatus, E, R>): Effect.Effect<CallsStatus, E | CallsStatusTimeout, R> => {
  const untilFinal: Effect.Effect<CallsStatus, E, R> = Effect.flatMap(read, (status) =>
    isFinalCallsStatus(status) ? Effect.succeed(status) : Effect.zipRight(Effect.sleep(CALLS_STATUS_INTERVAL), Effect.suspend(() => untilFinal))
  )
  return untilFinal.pipe(
    Effect.timeoutFail({
      duration: CALLS_STATUS_TIMEOUT,
      onTimeout: () => new CallsStatusTimeout({ id, timeoutMs: Duration.toMillis(CALLS_STATUS_TIMEOUT) })
    }),
    Effect.withSpan("evm.pollCallsStatus", { attributes: { id } })
  )
}

/**
 * Waits for a batch sent with `wallet_sendCalls` through the connected EVM wallet to be final
 * (`pollCallsStatus` over `getCallsStatus`): the status it ends with, its receipts included.
 */
export const waitForCallsStatus = (id: string) => pollCallsStatus(id, getCallsStatus(id))
