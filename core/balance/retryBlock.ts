import { Clock, Duration, Effect, Ref } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { TOKEN_BALANCE_RETRY_WAIT } from "../constants.js"
import { TokenBalanceRetryBlocked } from "../errors/AccountErrors.js"
import type { StateRef } from "../state/StateRef.js"

/**
 * The accounts (CAIP-10) whose balance read failed, each with the epoch ms the 30 s wait counts
 * from: the failure, or later when the answer's Retry-After ends after those 30 s.
 */
export type BalanceFailures = StateRef<ReadonlyMap<CaipAddress, number>>

/** The SPEC §5 retry wait over one map of failures. */
export interface RetryBlock<R> {
  /**
   * Records a failed read of the account: no new read until 30 s from the clock's time, or until
   * `retryAt` (the answer's Retry-After, epoch ms) when that is later. Gives that time back.
   */
  readonly record: (caipAddress: CaipAddress, retryAt?: number) => Effect.Effect<number, never, R>
  /** Forgets the account's failure. */
  readonly clear: (caipAddress: CaipAddress) => Effect.Effect<void, never, R>
  /** Fails with the time left (and when it ends) while the account's read is blocked. */
  readonly check: (caipAddress: CaipAddress) => Effect.Effect<void, TokenBalanceRetryBlocked, R>
}

/**
 * SPEC §5: no new balance request within 30 s of a failure, nor before the time a failed
 * answer's Retry-After names. `failures` reads the map the failures are kept in (the token reads
 * and the native reads each have their own); it is asked for only when a failure is recorded,
 * cleared or checked.
 */
export const retryBlock = <R>(failures: Effect.Effect<BalanceFailures, never, R>): RetryBlock<R> => ({
  record: (caipAddress, retryAt) =>
    Effect.gen(function* () {
      const ref = yield* failures
      const now = yield* Clock.currentTimeMillis
      const wait = Duration.toMillis(TOKEN_BALANCE_RETRY_WAIT)
      const from = Math.max(now, (retryAt ?? 0) - wait)
      yield* Ref.update(ref, (before) => new Map(before).set(caipAddress, from))
      return from + wait
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
      const from = (yield* Ref.get(yield* failures)).get(caipAddress)
      if (from === undefined) return
      const until = from + Duration.toMillis(TOKEN_BALANCE_RETRY_WAIT)
      const left = until - (yield* Clock.currentTimeMillis)
      if (left > 0) return yield* new TokenBalanceRetryBlocked({ remainingMs: left, retryAt: until })
    })
})
