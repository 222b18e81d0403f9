import { Effect } from "effect"
import { clearLoginCache } from "./clearLoginCache.js"
import { SIGN_OUT_WAIT } from "./frameTimings.js"
import type { OnFrameTimeout } from "./FrameTimeoutReason.js"
import { sendFrameRequest } from "./sendFrameRequest.js"

/**
 * Signs the embedded wallet out (WIRE §4.2, §4.8): the frame's answer is awaited for 3 s at most,
 * then the login cache is cleared either way. An `_ERROR` answer within those 3 s fails.
 */
export const signOutOfFrame = (onTimeout: OnFrameTimeout) =>
  sendFrameRequest({ type: "@w3m-app/SIGN_OUT" }, onTimeout).pipe(
    Effect.timeout(SIGN_OUT_WAIT),
    Effect.catchTag("TimeoutException", () => Effect.void),
    Effect.zipRight(clearLoginCache),
    Effect.withSpan("frame.signOutOfFrame")
  )
