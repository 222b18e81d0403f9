import { Schema } from "effect"
import { FilledString, invalidInput } from "./FormMessage.js"

/** Email address pattern of the embedded-wallet frame (the common schema library's email rule). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

/**
 * An email field (connect, update, new email): a valid address (SPEC §5). Its own module, beside
 * the other rules of Forms.ts, since the Connect view's email field checks it.
 */
export const Email = FilledString.pipe(
  Schema.filter((s) => EMAIL.test(s), invalidInput)
).annotations({
  identifier: "Email",
  arbitrary: () => (fc) => fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,9}@[a-z0-9]{1,10}\.[a-z]{2,6}$/)
})
export type Email = typeof Email.Type
