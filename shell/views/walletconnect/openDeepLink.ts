import type { WalletDeepLink } from "../../../core/walletconnect/walletDeepLink.js"

/**
 * Follows a wallet's deep link where walletDeepLink says: on a phone in the same tab (the page
 * hands over to the wallet app and comes back; from inside a frame the top window goes, as a frame
 * cannot hand over), on a computer in a new tab beside the page.
 */
export const openDeepLink = (link: Pick<WalletDeepLink, "url" | "target">): void => {
  if (link.target === "new-tab") {
    window.open(link.url, "_blank", "noopener,noreferrer")
    return
  }
  try {
    ;(window.top ?? window).location.href = link.url
  } catch {
    // A frame of another origin may not move the top window: the frame itself goes.
    window.location.href = link.url
  }
}
