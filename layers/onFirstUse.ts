import { Effect } from "effect"
import { HttpRequestError } from "../core/errors/HttpErrors.js"

/**
 * A module loaded on first use and kept; uses while it loads share the one load. A failed load
 * fails the uses waiting on it, and the next use tries again.
 */
export const onFirstUse = <A>(load: () => Promise<A>, chunk: string): Effect.Effect<A, HttpRequestError> => {
  let loading: Promise<A> | undefined
  return Effect.tryPromise({
    try: () =>
      (loading ??= load().catch((cause: unknown) => {
        loading = undefined
        throw cause
      })),
    // Fetching the code failed, not the wallet: no request reached it.
    catch: (cause) => new HttpRequestError({ url: chunk, cause })
  })
}
