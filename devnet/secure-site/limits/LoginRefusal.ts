/**
 * Refusals of the site's login limits (limits/loginLimits.ts): a SiteError whose `_ERROR` payload
 * also carries `refusal` (which limit) and, for a wait, `retryAfterMs`, so the page can show a
 * typed error with its countdown. Texts follow SPEC §5 ('Please try again after N seconds').
 */
import { SiteError } from "../SiteError.js"

export type RefusalKind = "resend-throttled" | "wrong-codes-locked" | "code-expired" | "invalid-email"

const seconds = (ms: number) => Math.ceil(ms / 1000)

export class LoginRefusal extends SiteError {
  readonly refusal: RefusalKind
  readonly retryAfterMs: number | undefined
  constructor(refusal: RefusalKind, message: string, retryAfterMs?: number) {
    super(message)
    this.name = "LoginRefusal"
    this.refusal = refusal
    this.retryAfterMs = retryAfterMs
  }
  /** What the `_ERROR` payload carries beside `message`. */
  get payloadFields(): { readonly refusal: RefusalKind; readonly retryAfterMs?: number } {
    return this.retryAfterMs === undefined ? { refusal: this.refusal } : { refusal: this.refusal, retryAfterMs: this.retryAfterMs }
  }
}

export const resendThrottled = (retryAfterMs: number) =>
  new LoginRefusal("resend-throttled", `Please try again after ${seconds(retryAfterMs)} seconds`, retryAfterMs)

export const wrongCodesLocked = (retryAfterMs: number) =>
  new LoginRefusal("wrong-codes-locked", `Too many wrong codes. Please try again after ${seconds(retryAfterMs)} seconds`, retryAfterMs)

export const codeExpired = () => new LoginRefusal("code-expired", "This code has expired. Ask for a new one")

/** The page's own text for an address it refuses (shell's email field). */
export const invalidEmail = () => new LoginRefusal("invalid-email", "Enter a valid email address")
