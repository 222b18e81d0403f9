import { Effect } from "effect"
import type { Option } from "effect"

/**
 * Loads the chunk of a start-up step that not every page needs. A chunk that does not load is
 * logged, and the start-up goes on without that step (`Option.none`).
 */
export const loadStartUpStep = <A>(chunk: () => Promise<A>): Effect.Effect<Option.Option<A>> =>
  Effect.tryPromise(chunk).pipe(
    Effect.tapError((error) => Effect.logWarning("A start-up step could not be loaded", error.cause)),
    Effect.option
  )
