import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { writeStoredValue } from "../storage/storedValues.js"
import { removeStored } from "../storage/storedWithCodec.js"
import type { Storage } from "../services/Storage.js"

/**
 * On a login's success: the email (when the user has one) and the email-login-used flag are
 * stored, and the last email login time cleared, ending the code cool-down (SPEC §4, WIRE §4.8).
 */
export const recordLoginSuccess = (email: typeof Email.Type | null | undefined): Effect.Effect<void, never, Storage> =>
  Effect.gen(function* () {
    if (email !== null && email !== undefined) yield* writeStoredValue("@appkit-wallet/EMAIL", email)
    yield* writeStoredValue("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true")
    yield* removeStored("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")
  }).pipe(Effect.orDie, Effect.withSpan("frame.recordLoginSuccess"))
