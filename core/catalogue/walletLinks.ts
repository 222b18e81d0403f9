import type { WcWallet } from "../../schemas/WalletCatalogue.js"

/**
 * Schemes that are never a wallet's own: they run script, read local or in-memory data, or open
 * the browser's and extensions' internal pages.
 */
const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  "javascript:",
  "vbscript:",
  "data:",
  "file:",
  "blob:",
  "filesystem:",
  "about:",
  "view-source:",
  "chrome:",
  "chrome-extension:",
  "moz-extension:",
  "resource:",
  "intent:"
])

const WEB_SCHEMES: ReadonlySet<string> = new Set(["http:", "https:"])

/** A custom scheme as deep-link bases write it: `name://` (RFC 3986 scheme characters). */
const DEEP_LINK = /^[a-z][a-z0-9+.-]*:\/\//i

const parse = (url: string | null | undefined): URL | undefined => {
  if (url === undefined || url === null || url.trim() === "") return undefined
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** A catalogue link to a web page (homepage, stores, web app): only an http(s) URL, else none. */
export const webLink = (url: string | null | undefined): string | undefined => {
  const parsed = parse(url)
  return parsed !== undefined && WEB_SCHEMES.has(parsed.protocol) ? parsed.href : undefined
}

/**
 * A catalogue deep-link base (`mobile_link`, `desktop_link`): an http(s) URL (a universal link) or
 * the wallet's own scheme (`metamask://`), never a scheme that runs script or reads local data.
 */
export const deepLink = (url: string | null | undefined): string | undefined => {
  const parsed = parse(url)
  if (parsed === undefined || url === undefined || url === null) return undefined
  if (WEB_SCHEMES.has(parsed.protocol)) return parsed.href
  return DEEP_LINK.test(url.trim()) && !REFUSED_SCHEMES.has(parsed.protocol) ? parsed.href : undefined
}

/** The deep-link bases and web links of a catalogue entry that may be null, and their rule. */
const NULLABLE_LINKS = [
  ["mobile_link", deepLink],
  ["desktop_link", deepLink],
  ["webapp_link", webLink],
  ["chrome_store", webLink],
  ["app_store", webLink],
  ["play_store", webLink]
] as const

const refused = (url: string | null | undefined, rule: (url: string) => string | undefined): boolean =>
  typeof url === "string" && rule(url) === undefined

/**
 * A catalogue entry as the modal keeps it: each link the rules above refuse is dropped (a null
 * link, as for a platform the wallet does not support; no homepage); accepted ones are kept as
 * they came. The entry itself when every link is fine.
 */
export const withSafeLinks = (wallet: WcWallet): WcWallet => {
  const dropped = NULLABLE_LINKS.filter(([field, rule]) => refused(wallet[field], rule)).map(([field]) => field)
  const badHomepage = refused(wallet.homepage, webLink)
  if (dropped.length === 0 && !badHomepage) return wallet
  const { homepage, ...rest } = wallet
  return {
    ...rest,
    ...(badHomepage || homepage === undefined ? {} : { homepage }),
    ...Object.fromEntries(dropped.map((field) => [field, null]))
  }
}

export interface WalletLink {
  readonly label: string
  readonly href: string
}

/** Where to get a wallet, from its catalogue entry: only the links it has, only http(s) ones. */
export const walletLinks = (wallet: WcWallet): ReadonlyArray<WalletLink> =>
  (
    [
      ["Website", wallet.homepage],
      ["Chrome Web Store", wallet.chrome_store],
      ["App Store", wallet.app_store],
      ["Google Play", wallet.play_store],
      ["Web app", wallet.webapp_link]
    ] as const
  ).flatMap(([label, url]) => {
    const href = webLink(url)
    return href === undefined ? [] : [{ label, href }]
  })
