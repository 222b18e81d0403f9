/**
 * Waiting helpers for tests on the virtual clock. Work that crosses promises or sockets is not
 * driven by the TestClock, so a test first lets it run until the state it expects is reached.
 */
import { Chunk, Clock, Effect, TestClock } from "effect"

/** One turn of the host event loop: pending promises and socket events run. */
const tick = Effect.async<void>((resume) => {
  setImmediate(() => resume(Effect.void))
})

/** Repeats `condition` between event-loop turns until it holds; dies after `limit` turns. */
export const eventually = <E, R>(condition: Effect.Effect<boolean, E, R>, what: string, limit = 5_000): Effect.Effect<void, E, R> =>
  Effect.gen(function* () {
    for (let turn = 0; turn < limit; turn++) {
      if (yield* condition) return
      yield* Effect.yieldNow()
      yield* tick
    }
    return yield* Effect.dieMessage(`never reached: ${what}`)
  })

/** Waits until some fiber sleeps until exactly `millis` from now on the virtual clock. */
export const awaitSleep = (millis: number): Effect.Effect<void> =>
  Effect.gen(function* () {
    const wakeAt = (yield* Clock.currentTimeMillis) + millis
    yield* eventually(
      Effect.map(TestClock.sleeps(), Chunk.some((at) => at === wakeAt)),
      `a sleep until ${wakeAt} ms`
    )
  })
