/**
 * The Telegram social login's return step with the page's own platform and address (see
 * socialReturnAtStart). A chunk of its own: only a page whose address carries `result_uri` loads
 * it, so the page-start code holds neither service.
 */
import { socialReturnAtStart } from "../../core/embedded/socialReturnAtStart.js"
import { withPageNavigation } from "../../layers/PageNavigationBrowser.js"
import { withPagePlatform } from "../../layers/PlatformBrowser.js"

export const socialReturnInPage = withPagePlatform(withPageNavigation(socialReturnAtStart))
