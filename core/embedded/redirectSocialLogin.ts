import { Effect, Option } from "effect"
import type { SocialProvider } from "../../schemas/Forms.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { SocialConnectionFailed } from "../errors/ConnectionErrors.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { PageNavigation } from "../services/PageNavigation.js"
import { writeStoredValue } from "../storage/storedValues.js"
import { rejectOnModalClose } from "./rejectOnModalClose.js"
import { socialRedirectUri } from "./socialRedirectUri.js"
import { telegramAuthorizeUrl } from "./telegramAuthorizeUrl.js"
import { trackSocialLoginFailure } from "./trackSocialLogin.js"

/**
 * Social login inside a Telegram mini app (WIRE §4.7, 5), where no popup opens: the frame gives the
 * provider's authorize URL as for the popup, its `state` gets the page's address to come back to,
 * the provider is kept in `@appkit/social_provider` and the page itself goes there. It comes back
 * with `result_uri`, which the start-up takes (finishSocialRedirect). The frame not giving the
 * address, or giving one without a `state`, fails with SocialConnectionFailed; closing the modal
 * before the page leaves, with ModalClosed; either way nothing is kept and the page stays.
 */
export const redirectSocialLogin = Effect.fn("embedded.redirectSocialLogin")(function* (provider: SocialProvider) {
  yield* trackEvent({ type: "track", event: "SOCIAL_LOGIN_STARTED", properties: { provider } })
  return yield* Effect.gen(function* () {
    const onTimeout = yield* frameTimeoutAlerts
    const page = yield* PageNavigation
    const target = yield* rejectOnModalClose(
      Effect.gen(function* () {
        const authorizeUrl = yield* socialRedirectUri(provider, onTimeout)
        const withReturn = telegramAuthorizeUrl(authorizeUrl, yield* page.address)
        if (Option.isNone(withReturn)) {
          return yield* new SocialConnectionFailed({ cause: `The provider's address has no state to come back with: ${authorizeUrl}` })
        }
        return withReturn.value
      })
    )
    yield* writeStoredValue("@appkit/social_provider", provider).pipe(Effect.orDie)
    yield* page.leaveFor(target)
  }).pipe(trackSocialLoginFailure(provider))
})
