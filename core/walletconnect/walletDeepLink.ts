import { Effect } from "effect"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { Platform } from "../services/Platform.js"
import type { PlatformFacts } from "../services/Platform.js"
import { linkModeDeepLink, nativeDeepLink, universalDeepLink } from "./deepLink.js"
import type { DeepLink } from "./deepLink.js"

/** The link the QR view's Open button follows for a catalogue wallet, and where it opens. */
export interface WalletDeepLink extends DeepLink {
  /** The wallet's name, kept with `href` as the deep-link choice (WIRE.md §5). */
  readonly name: string
  /**
   * `same-tab` on a phone (the page hands over to the app and comes back to itself; inside a
   * frame the shell opens it in the top window), `new-tab` on a computer (the desktop app or
   * web app opens beside the page).
   */
  readonly target: "same-tab" | "new-tab"
}

export interface WalletDeepLinkOptions {
  /** Open the wallet's link-mode universal link rather than its scheme when it has one. */
  readonly preferUniversalLinks?: boolean
}

type Wallet = Pick<WcWallet, "name" | "mobile_link" | "desktop_link" | "webapp_link" | "link_mode">

const named = (wallet: Wallet, target: WalletDeepLink["target"], link: DeepLink | undefined): WalletDeepLink | undefined =>
  link === undefined ? undefined : { ...link, name: wallet.name, target }

/**
 * The deep link to open a wallet with a pairing URI, as AppKit 1.7.16 chooses it. On a phone:
 * the wallet's `mobile_link` (its scheme, or a universal link when the catalogue gives an http(s)
 * one), its link-mode universal link instead when universal links are preferred and it has one;
 * none without a `mobile_link` (the view offers the QR code and Copy link). On a computer: the
 * `desktop_link` of the wallet's desktop app; none without one (the QR code is the desktop way).
 */
export const walletDeepLink = (
  wallet: Wallet,
  uri: string,
  platform: Pick<PlatformFacts, "isMobile" | "isTelegram" | "isAndroid">,
  options: WalletDeepLinkOptions = {}
): WalletDeepLink | undefined => {
  if (platform.isMobile) {
    if (typeof wallet.mobile_link !== "string") return undefined
    const universal =
      options.preferUniversalLinks === true && typeof wallet.link_mode === "string"
        ? linkModeDeepLink(wallet.link_mode, uri, platform)
        : undefined
    return named(wallet, "same-tab", universal ?? nativeDeepLink(wallet.mobile_link, uri, platform))
  }
  if (typeof wallet.desktop_link !== "string") return undefined
  return named(wallet, "new-tab", nativeDeepLink(wallet.desktop_link, uri, platform))
}

/** The wallet's web app with the pairing URI (`webapp_link/wc?uri=…`), opened in a new tab. */
export const webAppDeepLink = (wallet: Wallet, uri: string): WalletDeepLink | undefined =>
  typeof wallet.webapp_link === "string" ? named(wallet, "new-tab", universalDeepLink(wallet.webapp_link, uri)) : undefined

/** `walletDeepLink` on the platform the Platform service states. */
export const walletDeepLinkHere = (
  wallet: Wallet,
  uri: string,
  options: WalletDeepLinkOptions = {}
): Effect.Effect<WalletDeepLink | undefined, never, Platform> =>
  Effect.map(Platform, (platform) => walletDeepLink(wallet, uri, platform, options))
