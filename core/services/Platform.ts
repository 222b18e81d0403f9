import { Context } from "effect"

/**
 * Facts about the device and browser the modal runs in. Rules that depend on the platform
 * (deep links on mobile, Telegram socials, pairing reuse on iOS Safari) read them from here, so
 * tests state the platform instead of faking a user agent.
 */
export interface PlatformFacts {
  readonly isMobile: boolean
  readonly isIos: boolean
  readonly isAndroid: boolean
  readonly isMac: boolean
  readonly isSafari: boolean
  /** Inside a Telegram mini app. */
  readonly isTelegram: boolean
  /** A browser page at all (false in a worker or on a server). */
  readonly isBrowser: boolean
}

export class Platform extends Context.Tag("doorway/Platform")<Platform, PlatformFacts>() {}
