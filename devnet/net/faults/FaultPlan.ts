import { Schema } from "effect"

/**
 * What a stand-in does instead of answering: a status (429 with `Retry-After`, 500, 503), never
 * answering ("hang", until the fault is cleared), answering after `delayMs` ("slow"), or closing
 * the socket with no answer ("drop").
 */
export const FaultKind = Schema.Literal("429", "500", "503", "hang", "slow", "drop")
export type FaultKind = typeof FaultKind.Type

/** A path prefix ("/v1/account") or a JSON-RPC method name ("eth_getBalance"). */
const Route = Schema.String.pipe(
  Schema.pattern(/^(\/[\x21-\x7e]*|[A-Za-z][\w.-]{0,99})$/, {
    message: () => "route must be a path prefix starting with / or a JSON-RPC method name"
  }),
  Schema.maxLength(200)
)

const WholeMs = Schema.Int.pipe(Schema.between(0, 600_000))

/** The body of `POST /__faults`. */
export const FaultPlan = Schema.Struct({
  route: Route,
  fault: FaultKind,
  /** "slow" only: how long each answer waits (default 3000 ms). */
  delayMs: Schema.optional(WholeMs),
  /** "429" (default 1) and "503": the `Retry-After` header, in whole seconds. */
  retryAfterSeconds: Schema.optional(Schema.Int.pipe(Schema.between(0, 86_400))),
  /** How many matching requests get the fault before it lifts by itself; every one until cleared when absent. */
  times: Schema.optional(Schema.Int.pipe(Schema.between(1, 1_000_000)))
})
export type FaultPlan = typeof FaultPlan.Type

export const decodeFaultPlan = Schema.decodeUnknownEither(FaultPlan, { onExcessProperty: "error" })

export const DEFAULT_SLOW_MS = 3_000
export const DEFAULT_RETRY_AFTER_SECONDS = 1
