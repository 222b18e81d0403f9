import { Schema } from "effect"
import { FilledString, invalidInput } from "./FormMessage.js"

/** Email address pattern of the embedded-wallet frame (the common schema library's email rule). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

/** RFC 5321 §4.5.3.1: at most 64 octets before the @, 254 for the whole address. */
const MAX_LOCAL_PART = 64
const MAX_ADDRESS = 254

const withinLengths = (s: string): boolean => s.length <= MAX_ADDRESS && s.lastIndexOf("@") <= MAX_LOCAL_PART

/**
 * An email field (connect, update, new email): a valid address (SPEC §5) within RFC 5321's
 * lengths, so no overlong address is ever sent to be mailed. Its own module, beside the other
 * rules of Forms.ts, since the Connect view's email field checks it.
 */
export const Email = FilledString.pipe(
  Schema.filter((s) => withinLengths(s) && EMAIL.test(s), invalidInput)
).annotations({
  identifier: "Email",
  arbitrary: () => (fc) => fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,9}@[a-z0-9]{1,10}\.[a-z]{2,6}$/)
})
export type Email = typeof Email.Type
