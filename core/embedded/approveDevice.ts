import { Effect } from "effect"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"

/**
 * VERIFY_DEVICE (WIRE §4.6): CONNECT_DEVICE answers once the user opened the approval link the
 * secure site emailed; the code is emailed after that. Gives up after 120 s (SPEC §9).
 */
export const approveDevice = Effect.flatMap(frameTimeoutAlerts, (onTimeout) =>
  sendFrameRequest({ type: "@w3m-app/CONNECT_DEVICE" }, onTimeout)
).pipe(Effect.withSpan("embedded.approveDevice"))
