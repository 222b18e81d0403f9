import { Clock, Effect } from "effect"

/** Whole seconds left until `retryAt` (epoch ms), rounded up, as a visitor reads a wait; 0 once reached. */
export const secondsUntil = (retryAt: number, now: number): number => Math.max(0, Math.ceil((retryAt - now) / 1000))

/**
 * The wait before Try again may ask again (a 429's Retry-After, the balance reads' 30 s): calls
 * `show` with the seconds left at once and each time that number changes, on the clock, and
 * ends with `show(0)` at `retryAt` itself, never before. A time already past shows 0 at once.
 */
export const countDownToRetry = <R>(retryAt: number, show: (secondsLeft: number) => Effect.Effect<void, never, R>): Effect.Effect<void, never, R> =>
  Effect.gen(function* () {
    for (;;) {
      const now = yield* Clock.currentTimeMillis
      const left = secondsUntil(retryAt, now)
      yield* show(left)
      if (left === 0) return
      // To the next whole second of the wait: the moment the number shown changes.
      const untilChange = (retryAt - now) % 1000
      yield* Effect.sleep(untilChange === 0 ? 1000 : untilChange)
    }
  })
