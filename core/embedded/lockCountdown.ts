import { Clock, Duration, Effect, Option, Stream } from "effect"

/**
 * The seconds left of a lock that ends at `untilMs` on the Clock (WrongCodesLocked), rounded up
 * like SPEC §5's 'Please try again after N seconds': now, then each time the number changes,
 * ending with 0 when the lock is over.
 */
export const lockCountdown = (untilMs: number): Stream.Stream<number> =>
  Stream.paginateEffect(0, (waitMs: number) =>
    Effect.gen(function* () {
      if (waitMs > 0) yield* Effect.sleep(Duration.millis(waitMs))
      const left = Math.max(0, untilMs - (yield* Clock.currentTimeMillis))
      const seconds = Math.ceil(left / 1000)
      // The next change is when `left` falls to the whole second below.
      return [seconds, seconds === 0 ? Option.none<number>() : Option.some(left - (seconds - 1) * 1000)] as const
    })
  )
