import type { PlatformFacts } from "../services/Platform.js"

/**
 * SPEC §4: on Telegram or in Safari on iOS, a pairing in flight and its stored URI are reused
 * until they expire, instead of a new pairing each time the QR view opens: there the page is
 * often suspended while the wallet app is in front, and a new URI would strand the first.
 */
export const reusesPairingUri = (platform: Pick<PlatformFacts, "isTelegram" | "isIos" | "isSafari">): boolean =>
  platform.isTelegram || (platform.isIos && platform.isSafari)
