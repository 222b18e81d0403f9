import { Clock, Duration, Effect, Ref } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { TOKEN_BALANCE_RETRY_WAIT } from "../constants.js"
import { TokenBalanceRetryBlocked } from "../errors/AccountErrors.js"
import type { StateRef } from "../state/StateRef.js"

/** The accounts (CAIP-10) whose balance read failed, with the epoch ms of that failure. */
export type BalanceFailures = StateRef<ReadonlyMap<CaipAddress, number>>

/** The SPEC §5 retry wait over one map of failure times. */
export interface RetryBlock<R> {
  /** Stamps a failed read of the account with the clock's time. */
  readonly record: (caipAddress: CaipAddress) => Effect.Effect<void, never, R>
  /** Forgets the account's failure. */
  readonly clear: (caipAddress: CaipAddress) => Effect.Effect<void, never, R>
  /** Fails with the time left while the account's last failure is less than 30 s old. */
  readonly check: (caipAddress: CaipAddress) => Effect.Effect<void, TokenBalanceRetryBlocked, R>
}

/**
 * SPEC §5: no new balance request within 30 s of a failure. `failures` reads the map the failures
 * are kept in (the token reads and the native reads each have their own); it is asked for only
 * when a failure is recorded, cleared or checked.
 */
export const retryBlock = <R>(failures: Effect.Effect<BalanceFailures, never, R>): RetryBlock<R> => ({
  record: (caipAddress) =>
    Effect.gen(function* () {
      const ref = yield* failures
      const now = yield* Clock.currentTimeMillis
      yield* Ref.update(ref, (before) => new Map(before).set(caipAddress, now))
    }),
  clear: (caipAddress) =>
    Effect.flatMap(failures, (ref) =>
      Ref.update(ref, (before) => {
        if (!before.has(caipAddress)) return before
        const next = new Map(before)
        next.delete(caipAddress)
        return next
      })
    ),
  check: (caipAddress) =>
    Effect.gen(function* () {
      const failedAt = (yield* Ref.get(yield* failures)).get(caipAddress)
      if (failedAt === undefined) return
      const left = failedAt + Duration.toMillis(TOKEN_BALANCE_RETRY_WAIT) - (yield* Clock.currentTimeMillis)
      if (left > 0) return yield* new TokenBalanceRetryBlocked({ remainingMs: left })
    })
})
