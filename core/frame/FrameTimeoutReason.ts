import type { Effect } from "effect"

/** What the host's timeout callback is told when the frame does not answer in time (WIRE §4.2). */
export type FrameTimeoutReason = "iframe_load_failed" | "iframe_request_timeout"

/** The host's timeout callback: shows the alert of SPEC §8 ("iframe load failed", "iframe request timeout"). */
export type OnFrameTimeout = (reason: FrameTimeoutReason) => Effect.Effect<void>
