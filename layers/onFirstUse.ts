import { Effect } from "effect"
import { HttpRequestError } from "../core/errors/HttpErrors.js"

/**
 * A module loaded on first use and kept; uses while it loads share the one load. A failed load
 * fails the uses waiting on it, and the next use tries again. Once loaded, a use gets it at once:
 * waiting on the settled promise again would hand the fiber back to the scheduler on every call,
 * and behind other work that turn can cost more than the call itself.
 */
export const onFirstUse = <A>(load: () => Promise<A>, chunk: string): Effect.Effect<A, HttpRequestError> => {
  let loading: Promise<A> | undefined
  let loaded: { readonly module: A } | undefined
  const first = Effect.tryPromise({
    try: () =>
      (loading ??= load().then(
        (module) => (loaded = { module }).module,
        (cause: unknown) => {
          loading = undefined
          throw cause
        }
      )),
    // Fetching the code failed, not the wallet: no request reached it.
    catch: (cause) => new HttpRequestError({ url: chunk, cause })
  })
  return Effect.suspend(() => (loaded ? Effect.succeed(loaded.module) : first))
}
