import { Effect } from "effect"
import type { SocialProvider } from "../../schemas/Forms.js"
import { Platform } from "../services/Platform.js"
import { connectSocial } from "./connectSocial.js"
import { redirectSocialLogin } from "./redirectSocialLogin.js"

/**
 * A social login as this platform runs it (WIRE §4.7): inside a Telegram mini app the page itself
 * goes to the provider and comes back (redirectSocialLogin, item 5), anywhere else a popup
 * (connectSocial). Reading the platform waits for nothing, so a popup still opens within the click.
 */
export const loginWithSocial = (provider: SocialProvider) =>
  Effect.gen(function* () {
    if ((yield* Platform).isTelegram) return yield* redirectSocialLogin(provider)
    return yield* connectSocial(provider)
  })
