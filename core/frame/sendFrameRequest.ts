import { Effect } from "effect"
import { EmbeddedWalletRequestTimedOut } from "../errors/AlertErrors.js"
import type { FrameError, FrameLoadFailed, FrameNotSet } from "../errors/EmbeddedWalletErrors.js"
import { SecureFrame } from "../services/SecureFrame.js"
import type { AppRequest, AppRequestName, FrameReplyOf } from "../services/SecureFrame.js"
import { awaitFrameReady, awaitFrameReadyUntimed } from "./awaitFrameReady.js"
import { LOGIN_REQUEST_TIMEOUT } from "./frameTimings.js"
import type { OnFrameTimeout } from "./FrameTimeoutReason.js"

/** Sent as soon as the frame is ready, however long it takes to load (WIRE §4.2). */
const WITHOUT_LOAD_TIMEOUT: ReadonlySet<string> = new Set([
  "@w3m-app/SYNC_DAPP_DATA",
  "@w3m-app/SYNC_THEME",
  "@w3m-app/SET_PREFERRED_ACCOUNT"
])

/** Login steps, which give up after 120 s (SPEC §9, WIRE §4.2). */
const LOGIN_REQUESTS: ReadonlySet<string> = new Set([
  "@w3m-app/CONNECT_EMAIL",
  "@w3m-app/CONNECT_DEVICE",
  "@w3m-app/CONNECT_OTP",
  "@w3m-app/CONNECT_SOCIAL",
  "@w3m-app/GET_SOCIAL_REDIRECT_URI"
])

export type FrameRequestError = FrameError | FrameNotSet | FrameLoadFailed | EmbeddedWalletRequestTimedOut

/**
 * One app event under the protocol's timing rules (WIRE §4.2): wait for the frame to be ready
 * (within 20 s, except for the sync events), then for its reply; a login step that takes more
 * than 120 s from the call tells the host's callback `iframe_request_timeout` and fails with
 * EmbeddedWalletRequestTimedOut.
 */
export const sendFrameRequest = <E extends AppRequest>(
  event: E,
  onTimeout: OnFrameTimeout
): Effect.Effect<FrameReplyOf<AppRequestName<E>>, FrameRequestError, SecureFrame> => {
  const ready = WITHOUT_LOAD_TIMEOUT.has(event.type) ? awaitFrameReadyUntimed : awaitFrameReady(onTimeout)
  const exchange = Effect.zipRight(ready, Effect.flatMap(SecureFrame, (frame) => frame.request(event)))
  const timed = LOGIN_REQUESTS.has(event.type)
    ? exchange.pipe(
        Effect.timeout(LOGIN_REQUEST_TIMEOUT),
        Effect.catchTag("TimeoutException", () =>
          Effect.zipRight(onTimeout("iframe_request_timeout"), Effect.fail(new EmbeddedWalletRequestTimedOut()))
        )
      )
    : exchange
  return timed.pipe(Effect.withSpan("frame.sendFrameRequest", { attributes: { type: event.type } }))
}
