import { deepLink } from "../catalogue/walletLinks.js"
import type { PlatformFacts } from "../services/Platform.js"

/** The platform facts a deep link depends on: Telegram on Android encodes the pairing URI twice. */
export type DeepLinkPlatform = Pick<PlatformFacts, "isTelegram" | "isAndroid">

/**
 * A wallet's link with a pairing URI in it. `href` is the link's base (`scheme://` or
 * `https://link/`), the part kept as the deep-link choice (WIRE.md §5), from which the
 * WalletConnect SDK later builds the link that brings the wallet forward for each request.
 */
export interface DeepLink {
  /** The link that opens the wallet with the pairing URI. */
  readonly url: string
  /** The link's base, ending in one slash. */
  readonly href: string
  /** A universal link (http(s)) or the wallet's own scheme. */
  readonly kind: "universal" | "native"
}

const isWeb = (link: string): boolean => /^https?:\/\//i.test(link.trim())

/** The base with exactly one trailing slash (`scheme://` keeps its two). */
const withSlash = (link: string): string => (link.endsWith("://") ? link : `${link.replace(/\/+$/, "")}/`)

/** The URI as a native link carries it: Telegram on Android decodes the link once before the app reads it. */
const encodedForNative = (uri: string, platform: DeepLinkPlatform): string => {
  const once = encodeURIComponent(uri)
  return platform.isTelegram && platform.isAndroid ? encodeURIComponent(once) : once
}

const universalWith = (link: string, encodedUri: string): DeepLink | undefined => {
  const base = isWeb(link) ? deepLink(link) : undefined
  if (base === undefined) return undefined
  return { url: `${withSlash(base)}wc?uri=${encodedUri}`, href: withSlash(base), kind: "universal" }
}

/** A universal link: `<link>/wc?uri=<encodeURIComponent(uri)>`; none when `link` is not http(s). */
export const universalDeepLink = (link: string, uri: string): DeepLink | undefined => universalWith(link, encodeURIComponent(uri))

/**
 * The universal link a wallet registers for link mode (`link_mode`), carrying the URI as the
 * wallet's native link does (encoded twice in Telegram on Android, as there).
 */
export const linkModeDeepLink = (link: string, uri: string, platform: DeepLinkPlatform): DeepLink | undefined =>
  universalWith(link, encodedForNative(uri, platform))

/**
 * The scheme as the catalogue may write it (`wallet`, `wallet:`, `wallet://`, `wallet://wc/`),
 * as `wallet://…`; none for a scheme that is no wallet's own (`javascript:`, `data:`, …).
 */
const nativeBase = (scheme: string): string | undefined => {
  const trimmed = scheme.trim()
  const written = trimmed.includes("://") ? trimmed : `${trimmed.replaceAll("/", "").replaceAll(":", "")}://`
  return deepLink(written)
}

/**
 * A native deep link: `scheme://wc?uri=<encodeURIComponent(uri)>`, the URI encoded twice in
 * Telegram on Android. An http(s) base is a universal link instead (the catalogue mixes both in
 * `mobile_link` and `desktop_link`).
 */
export const nativeDeepLink = (scheme: string, uri: string, platform: DeepLinkPlatform): DeepLink | undefined => {
  if (isWeb(scheme)) return universalDeepLink(scheme, uri)
  const base = nativeBase(scheme)
  if (base === undefined) return undefined
  return { url: `${withSlash(base)}wc?uri=${encodedForNative(uri, platform)}`, href: withSlash(base), kind: "native" }
}
