import { Cause, Effect, Exit, Scope } from "effect"

/**
 * Runs a scoped stand-in from plain async code: resolves with its handle plus an idempotent
 * `stop` that closes the scope; a failed start closes what was opened and rejects with the error.
 */
export const startScoped = async <A extends object, E>(
  make: Effect.Effect<A, E, Scope.Scope>
): Promise<A & { readonly stop: () => Promise<void> }> => {
  const scope = Effect.runSync(Scope.make())
  const exit = await Effect.runPromiseExit(Scope.extend(make, scope))
  if (Exit.isFailure(exit)) {
    await Effect.runPromise(Scope.close(scope, exit))
    throw Cause.squash(exit.cause)
  }
  let stopping: Promise<void> | undefined
  return { ...exit.value, stop: () => (stopping ??= Effect.runPromise(Scope.close(scope, Exit.void))) }
}
