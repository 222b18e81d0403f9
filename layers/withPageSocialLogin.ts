import type { Effect } from "effect"
import type { PageNavigation } from "../core/services/PageNavigation.js"
import type { Platform } from "../core/services/Platform.js"
import type { SocialPopup } from "../core/services/SocialPopup.js"
import { withPageNavigation } from "./PageNavigationBrowser.js"
import { withPagePlatform } from "./PlatformBrowser.js"
import { withPagePopup } from "./SocialPopupBrowser.js"

/**
 * Runs a social login's program with what the page gives it, unless its runtime was given its
 * own (a test's): the popup, the platform (inside Telegram the page itself goes to the provider,
 * WIRE §4.7, 5) and the page's address.
 */
export const withPageSocialLogin = <A, E, R>(
  program: Effect.Effect<A, E, R>
): Effect.Effect<A, E, Exclude<Exclude<Exclude<R, PageNavigation>, Platform>, SocialPopup>> => withPagePopup(withPagePlatform(withPageNavigation(program)))
