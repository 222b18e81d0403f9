import { Clock, Effect } from "effect"
import { EmailThrottled, FrameError, InvalidEmail, LoginCodeExpired, WrongCodesLocked } from "../errors/EmbeddedWalletErrors.js"

export type LoginRefusal = EmailThrottled | WrongCodesLocked | LoginCodeExpired | InvalidEmail

/**
 * The secure site's refusal on one of its login limits (its `_ERROR` payload's `refusal`) as the
 * typed error the view shows; a lock's end is stamped on the Clock so its countdown can run.
 * Any other FrameError stays as it is.
 */
export const loginRefusalOf = (error: FrameError): Effect.Effect<LoginRefusal | FrameError> => {
  const waitMs = error.retryAfterMs ?? 0
  switch (error.refusal) {
    case "resend-throttled":
      return Effect.succeed(new EmailThrottled({ remainingMs: waitMs }))
    case "wrong-codes-locked":
      return Effect.map(Clock.currentTimeMillis, (now) => new WrongCodesLocked({ remainingMs: waitMs, untilMs: now + waitMs }))
    case "code-expired":
      return Effect.succeed(new LoginCodeExpired())
    case "invalid-email":
      return Effect.succeed(new InvalidEmail())
    default:
      return Effect.succeed(error)
  }
}

/** Fails with the typed refusal in place of the secure site's FrameError (SPEC §5's limits, on the site). */
export const withLoginRefusals = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, Exclude<E, FrameError> | LoginRefusal | FrameError, R> =>
  Effect.catchIf(
    self,
    (error): error is Extract<E, FrameError> => error instanceof FrameError,
    (error) => Effect.flatMap(loginRefusalOf(error), Effect.fail)
  ) as Effect.Effect<A, Exclude<E, FrameError> | LoginRefusal | FrameError, R>
