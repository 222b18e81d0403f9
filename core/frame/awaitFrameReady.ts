import { Clock, Duration, Effect } from "effect"
import { FrameLoadFailed } from "../errors/EmbeddedWalletErrors.js"
import { SecureFrame } from "../services/SecureFrame.js"
import type { FrameLoaded } from "../services/SecureFrame.js"
import { FRAME_LOAD_TIMEOUT, FRAME_READY_DELAY } from "./frameTimings.js"
import type { OnFrameTimeout } from "./FrameTimeoutReason.js"

/** Waits out what is left of the 500 ms after READY before the frame counts as ready (SPEC §4). */
const settleAfterReady = (loaded: FrameLoaded): Effect.Effect<void> =>
  Effect.flatMap(Clock.currentTimeMillis, (now) => {
    const left = loaded.atMillis + Duration.toMillis(FRAME_READY_DELAY) - now
    return left > 0 ? Effect.sleep(Duration.millis(left)) : Effect.void
  })

/** Waits until the frame is ready, for as long as it takes (events exempt from the load timeout). */
export const awaitFrameReadyUntimed: Effect.Effect<void, FrameLoadFailed, SecureFrame> = Effect.flatMap(SecureFrame, (frame) =>
  Effect.flatMap(frame.loaded, settleAfterReady)
)

/**
 * Waits until the frame is ready: READY within 20 s, then the 500 ms after it (SPEC §4, §9). No
 * READY in time tells the host's callback `iframe_load_failed` and fails with FrameLoadFailed, as
 * does a frame that could not load at all (WIRE §4.2).
 */
export const awaitFrameReady = (onTimeout: OnFrameTimeout): Effect.Effect<void, FrameLoadFailed, SecureFrame> =>
  Effect.flatMap(SecureFrame, (frame) =>
    frame.loaded.pipe(
      Effect.timeout(FRAME_LOAD_TIMEOUT),
      Effect.catchTag("TimeoutException", () => Effect.zipRight(onTimeout("iframe_load_failed"), Effect.fail(new FrameLoadFailed()))),
      Effect.flatMap(settleAfterReady)
    )
  ).pipe(Effect.withSpan("frame.awaitFrameReady"))
