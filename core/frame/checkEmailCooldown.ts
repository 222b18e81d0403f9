import { Clock, Duration, Effect, Option } from "effect"
import { EmailThrottled } from "../errors/EmbeddedWalletErrors.js"
import { readStoredValue, writeStoredValue } from "../storage/storedValues.js"
import type { Storage } from "../services/Storage.js"
import { EMAIL_COOLDOWN } from "./frameTimings.js"

/**
 * A new email code may be asked for 30 s after the last one at the earliest (SPEC §9, WIRE §4.6);
 * sooner fails with EmailThrottled, whose text gives the seconds left, rounded up.
 */
export const checkEmailCooldown: Effect.Effect<void, EmailThrottled, Storage> = Effect.gen(function* () {
  const last = yield* readStoredValue("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")
  if (Option.isNone(last)) return
  const elapsed = (yield* Clock.currentTimeMillis) - last.value
  const remainingMs = Duration.toMillis(EMAIL_COOLDOWN) - elapsed
  if (remainingMs > 0) return yield* Effect.fail(new EmailThrottled({ remainingMs }))
}).pipe(Effect.withSpan("frame.checkEmailCooldown"))

/** Starts the cool-down: the time of the email request just answered (WIRE §4.8). */
export const startEmailCooldown: Effect.Effect<void, never, Storage> = Effect.flatMap(Clock.currentTimeMillis, (now) =>
  writeStoredValue("@appkit-wallet/LAST_EMAIL_LOGIN_TIME", now)
).pipe(Effect.orDie, Effect.withSpan("frame.startEmailCooldown"))
