import { Effect, Option } from "effect"
import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from "../constants.js"
import { Options } from "../services/Options.js"
import { SocialPopup } from "../services/SocialPopup.js"

/** The secure site's page the popup opens on, before the provider's address is known (WIRE §4.7). */
export const socialLoadingUrl = (secureSite: string): string => new URL("/loading", secureSite).href

/**
 * The social-login popup: the one already open, else a new 600x800 window (SPEC §9) on the secure
 * site's loading page (WIRE §4.7). Nothing before the opening waits, so a program that starts with
 * this, run from the person's click, opens the window within that click, as browsers require;
 * PopupBlocked when the browser refuses all the same.
 */
export const openSocialPopup = Effect.gen(function* () {
  const popups = yield* SocialPopup
  const open = yield* popups.current
  if (Option.isSome(open)) return open.value
  const { endpoints } = yield* Options
  return yield* popups.open(socialLoadingUrl(endpoints.secureSite), { width: SOCIAL_POPUP_WIDTH, height: SOCIAL_POPUP_HEIGHT })
}).pipe(Effect.withSpan("embedded.openSocialPopup"))
