import { Data } from "effect"

/** A hosted service answered with a non-OK status; its body is not read (WIRE §0). */
export class HttpStatusError extends Data.TaggedError("HttpStatusError")<{
  readonly status: number
  readonly url: string
}> {}

/** The request never got an answer: connection refused, DNS, aborted. */
export class HttpRequestError extends Data.TaggedError("HttpRequestError")<{
  readonly url: string
  readonly cause?: unknown
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
