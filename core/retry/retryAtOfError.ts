/**
 * When a failure allows asking again (epoch ms), if it says: a non-OK answer's Retry-After
 * (HttpStatusError) or a balance read's wait (TokenBalanceUnavailable, TokenBalanceRetryBlocked:
 * SPEC §5's 30 s, or a later Retry-After). Undefined: at once.
 */
export const retryAtOfError = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null || !("retryAt" in error)) return undefined
  return typeof error.retryAt === "number" ? error.retryAt : undefined
}

/** The latest time any of the failures allows asking again; undefined when none says. */
export const latestRetryAt = (errors: ReadonlyArray<unknown>): number | undefined =>
  errors.reduce<number | undefined>((latest, error) => {
    const at = retryAtOfError(error)
    return at === undefined ? latest : Math.max(latest ?? at, at)
  }, undefined)
