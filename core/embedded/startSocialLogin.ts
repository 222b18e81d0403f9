import { Effect } from "effect"
import type { SocialOption } from "../../schemas/Forms.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { push } from "../router/push.js"
import { Platform } from "../services/Platform.js"
import { openSocialPopup } from "./openSocialPopup.js"

/**
 * A social login picked in the Connect view (SPEC §4). For a provider with a popup, the popup
 * opens at once, within the person's click (WIRE §4.7), and ConnectingSocial follows the login
 * (loginWithSocial); a popup the browser refused is offered again there, on a button. Inside a
 * Telegram mini app no popup opens: ConnectingSocial sends the page itself to the provider
 * (WIRE §4.7, 5). Farcaster has its own view, ConnectingFarcaster.
 */
export const startSocialLogin = Effect.fn("embedded.startSocialLogin")(function* (option: SocialOption) {
  if (option === "farcaster") {
    yield* trackEvent({ type: "track", event: "SOCIAL_LOGIN_STARTED", properties: { provider: option } })
    return yield* push("ConnectingFarcaster")
  }
  if (!(yield* Platform).isTelegram) yield* Effect.ignore(openSocialPopup)
  yield* push("ConnectingSocial", { provider: option })
})
