import { Data } from "effect"
import type { InvalidProjectId, OriginNotAllowed, SessionExpired } from "./AlertErrors.js"

/**
 * A hosted service answered with a non-OK status (WIRE §0). The body is only looked at for a
 * provider's refusal string; `alert` is the configuration problem that string names, if any.
 * `retryAt` is when the answer's `Retry-After` (seconds or an HTTP date, RFC 9110 §10.2.3) allows
 * asking again, in epoch ms of the clock that received it; absent when it had none.
 */
export class HttpStatusError extends Data.TaggedError("HttpStatusError")<{
  readonly status: number
  readonly url: string
  readonly alert?: OriginNotAllowed | SessionExpired | InvalidProjectId
  readonly retryAt?: number
}> {}

/** The request never got an answer: connection refused, DNS, aborted. */
export class HttpRequestError extends Data.TaggedError("HttpRequestError")<{
  readonly url: string
  readonly cause?: unknown
}> {}

/** A hosted service gave no answer within the REST client's bound (`millis`). */
export class HttpTimeoutError extends Data.TaggedError("HttpTimeoutError")<{
  readonly url: string
  readonly millis: number
}> {}

/** An answer arrived but does not have the shape its schema requires. */
export class ResponseDecodeError extends Data.TaggedError("ResponseDecodeError")<{
  readonly url: string
  readonly issue: string
}> {}

/** A request to a chain RPC took longer than the per-attempt limit. */
export class RpcTimeoutError extends Data.TaggedError("RpcTimeoutError")<{
  readonly method: string
  readonly millis: number
}> {}
