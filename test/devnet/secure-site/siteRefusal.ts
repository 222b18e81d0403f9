/** The refusals of the secure site's login and email-update services, read as tests check them. */

/** The error a call throws, as the `_ERROR` payload would carry it. */
export const refusalOf = async (call: () => unknown) => {
  try {
    await call()
  } catch (error) {
    const { message, refusal, retryAfterMs } = error as { message: string; refusal?: string; retryAfterMs?: number }
    return { message, refusal, retryAfterMs }
  }
  throw new Error("expected a refusal")
}

/** A code that is not `code`. */
export const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000")
