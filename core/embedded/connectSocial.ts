import { Effect } from "effect"
import type { SocialProvider } from "../../schemas/Forms.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { Options } from "../services/Options.js"
import { SocialPopup } from "../services/SocialPopup.js"
import type { PopupWindow } from "../services/SocialPopup.js"
import { awaitSocialResult } from "./awaitSocialResult.js"
import { connectWithSocialResult } from "./connectWithSocialResult.js"
import { failWhenPopupClosed } from "./failWhenPopupClosed.js"
import { finishInInstance } from "./finishInInstance.js"
import { openSocialPopup } from "./openSocialPopup.js"
import { rejectOnModalClose } from "./rejectOnModalClose.js"
import { socialRedirectUri } from "./socialRedirectUri.js"
import { trackSocialLogin } from "./trackSocialLogin.js"

/**
 * The popup's part (WIRE §4.7): the page listens before anything can answer, the frame gives the
 * provider's authorize URL (socialRedirectUri), the popup goes there, and the secure site's answer
 * is awaited, while the popup is looked at every second (PopupClosed once it is gone).
 */
const resultInPopup = (provider: SocialProvider, popup: PopupWindow, onTimeout: OnFrameTimeout) =>
  Effect.gen(function* () {
    const { endpoints } = yield* Options
    const messages = yield* (yield* SocialPopup).messages
    yield* popup.navigate(yield* socialRedirectUri(provider, onTimeout))
    return yield* awaitSocialResult(provider, new URL(endpoints.secureSite).origin, messages)
  }).pipe(Effect.scoped, (waiting) => Effect.raceFirst(waiting, failWhenPopupClosed(popup)))

/**
 * Social login (SPEC §4, WIRE §4.7). The popup opens first, before anything is awaited, so a
 * click that runs this opens it (openSocialPopup; PopupBlocked when the browser refuses). The
 * provider's page then runs in it; the person picks an account and allows, and the secure site's
 * page posts the result to this page. The popup is closed once the wait ends, however it ends.
 * Closing the popup fails with PopupClosed, closing the modal with ModalClosed (SPEC §4), the
 * frame not giving the provider's address with SocialConnectionFailed. With the result the login
 * is finished in the instance (CONNECT_SOCIAL, then the wallet connects and Account shows), even
 * if its view is left meanwhile: the result is good once only. The outcome is tracked
 * (SOCIAL_LOGIN_*, WIRE §3.3).
 */
export const connectSocial = Effect.fn("embedded.connectSocial")(function* (provider: SocialProvider) {
  const popup = yield* openSocialPopup
  return yield* Effect.gen(function* () {
    yield* trackEvent({ type: "track", event: "SOCIAL_LOGIN_STARTED", properties: { provider } })
    const onTimeout = yield* frameTimeoutAlerts
    const resultUri = yield* rejectOnModalClose(resultInPopup(provider, popup, onTimeout)).pipe(Effect.ensuring(popup.close))
    yield* finishInInstance(connectWithSocialResult(provider, resultUri, onTimeout))
  }).pipe(Effect.ensuring(popup.close), trackSocialLogin(provider))
})
