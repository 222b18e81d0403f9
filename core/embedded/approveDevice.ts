import { Effect } from "effect"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { rejectOnModalClose } from "./rejectOnModalClose.js"

/**
 * VERIFY_DEVICE (WIRE §4.6): CONNECT_DEVICE answers once the user opened the approval link the
 * secure site emailed; the code is emailed after that. Gives up after 120 s (SPEC §9); closing the
 * modal meanwhile rejects it with ModalClosed (SPEC §4).
 */
export const approveDevice = Effect.flatMap(frameTimeoutAlerts, (onTimeout) =>
  rejectOnModalClose(sendFrameRequest({ type: "@w3m-app/CONNECT_DEVICE" }, onTimeout))
).pipe(Effect.withSpan("embedded.approveDevice"))
