import { Data } from "effect"

/** Failures of the email, social and embedded-wallet flows (SPEC §5, §8). */
export class EmailThrottled extends Data.TaggedError("EmailThrottled")<{ readonly remainingMs: number }> {}
/** The secure frame answered X_ERROR; `reason` is its payload message, if it sent one. */
/**
 * The frame's `_ERROR` reply: its message, its EIP-1193 code when it gave one, and the login limit
 * it refused on with the wait it gave (see typedLoginRefusal).
 */
export class FrameError extends Data.TaggedError("FrameError")<{
  readonly reason?: string
  readonly code?: number
  readonly refusal?: string
  readonly retryAfterMs?: number
}> {}
/** The secure site locked the login after too many wrong codes; `untilMs` is the lock's end on the Clock. */
export class WrongCodesLocked extends Data.TaggedError("WrongCodesLocked")<{ readonly remainingMs: number; readonly untilMs: number }> {}
/** The emailed code is past its lifetime on the secure site; a new one must be asked for. */
export class LoginCodeExpired extends Data.TaggedError("LoginCodeExpired") {}
/** The secure site refused the address (RFC 5321's lengths); the page refuses it first. */
export class InvalidEmail extends Data.TaggedError("InvalidEmail") {}
export class RequestAborted extends Data.TaggedError("RequestAborted") {}
export class SomethingWentWrong extends Data.TaggedError("SomethingWentWrong") {}
export class FrameLoadFailed extends Data.TaggedError("FrameLoadFailed") {}
export class FrameNotSet extends Data.TaggedError("FrameNotSet") {}
export class FrameParentNotSet extends Data.TaggedError("FrameParentNotSet") {}
export class RpcMethodNotAllowed extends Data.TaggedError("RpcMethodNotAllowed")<{ readonly method: string }> {}
export class AuthInitializationFailed extends Data.TaggedError("AuthInitializationFailed")<{ readonly cause?: unknown }> {}
/**
 * The browser refused to open the social-login popup (`window.open` gave nothing): a popup opens
 * only from the person's click, and some browsers or settings block it even then.
 */
export class PopupBlocked extends Data.TaggedError("PopupBlocked") {}
/** Updating the email needs an auth connector and a login through email or social. */
export class UpdateEmailNotAllowed extends Data.TaggedError("UpdateEmailNotAllowed") {}
