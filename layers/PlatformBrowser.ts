import { Effect, Layer, Option } from "effect"
import { Platform } from "../core/services/Platform.js"
import type { PlatformFacts } from "../core/services/Platform.js"

/** The parts of `navigator` the facts are read from. */
export interface NavigatorLike {
  readonly userAgent: string
  readonly platform?: string | undefined
  /** iPadOS asks for desktop pages with a Mac user agent; touch points tell it apart. */
  readonly maxTouchPoints?: number | undefined
  /** Client hints (Chromium): the system by name (`macOS`, `Android`, `Windows`, …), whatever the user agent string says. */
  readonly userAgentData?: { readonly platform?: string | undefined } | undefined
}

/** The parts of `window` the facts are read from. */
export interface WindowLike {
  readonly Telegram?: { readonly WebApp?: unknown } | undefined
  /** The bridge Telegram's iOS and Android apps give the pages of their web view. */
  readonly TelegramWebviewProxy?: unknown
}

export interface BrowserEnvironment {
  readonly navigator: NavigatorLike | undefined
  readonly window: WindowLike | undefined
}

/** Outside a browser (server rendering, a worker, tests): no fact holds. */
export const NOT_A_BROWSER: PlatformFacts = {
  isMobile: false,
  isIos: false,
  isAndroid: false,
  isMac: false,
  isSafari: false,
  isTelegram: false,
  isBrowser: false
}

/**
 * Telegram's script defines `Telegram.WebApp` on any page that loads it; only inside Telegram does
 * it carry launch data or name a platform.
 */
const insideTelegramWebApp = (window: WindowLike): boolean => {
  const webApp = window.Telegram?.WebApp
  if (typeof webApp !== "object" || webApp === null) return false
  const { initData, platform } = webApp as { readonly initData?: unknown; readonly platform?: unknown }
  return (typeof initData === "string" && initData !== "") || (typeof platform === "string" && platform !== "" && platform !== "unknown")
}

/** Inside Telegram's own web view: its bridge object is there, or its Android web view names itself. */
const insideTelegram = (navigator: NavigatorLike, window: WindowLike): boolean =>
  insideTelegramWebApp(window) ||
  (typeof window.TelegramWebviewProxy === "object" && window.TelegramWebviewProxy !== null) ||
  /Telegram-(Android|iOS)/.test(navigator.userAgent)

/** The facts of one browser environment. */
export const factsOf = (environment: BrowserEnvironment): PlatformFacts => {
  const { navigator, window } = environment
  if (navigator === undefined || window === undefined) return NOT_A_BROWSER
  const ua = navigator.userAgent
  const hinted = navigator.userAgentData?.platform ?? ""
  const touchMac = /Macintosh/.test(ua) && (navigator.maxTouchPoints ?? 0) > 1
  const isIos = /iPhone|iPad|iPod/.test(ua) || touchMac
  const isAndroid = !isIos && (/Android/i.test(ua) || hinted === "Android")
  const isMobile = isIos || isAndroid || /webOS|BlackBerry|IEMobile|Opera Mini|Mobi/i.test(ua)
  // A phone's user agent says a phone even where the hints or `navigator.platform` (a Mac emulating it) do not.
  const isMac = !isIos && !isAndroid && (/Macintosh|Mac OS X/.test(ua) || hinted === "macOS" || /^Mac/.test(navigator.platform ?? ""))
  // Every WebKit and Blink browser says "Safari/"; the others add their own token.
  const isSafari = /Safari\//.test(ua) && !/Chrome\/|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|EdgA\/|OPR\/|OPiOS|SamsungBrowser|Android/.test(ua)
  return { isMobile, isIos, isAndroid, isMac, isSafari, isTelegram: insideTelegram(navigator, window), isBrowser: true }
}

/** The facts of a given environment (tests, or another frame's globals). */
export const layerFrom = (environment: BrowserEnvironment): Layer.Layer<Platform> => Layer.sync(Platform, () => factsOf(environment))

/** The page's own facts; all false outside a browser. */
export const pageFacts = (): PlatformFacts =>
  factsOf({
    navigator: typeof globalThis.navigator === "object" ? globalThis.navigator : undefined,
    window: typeof globalThis.window === "object" ? (globalThis.window as WindowLike) : undefined
  })

/** The page's facts, read once when the layer is built. */
export const layer: Layer.Layer<Platform> = Layer.sync(Platform, pageFacts)

/**
 * Runs a program with the Platform its runtime was given (a test states its platform), else the
 * page's own facts. Only the WalletConnect views and programs ask about the platform, so they
 * provide it with this and the facts' code loads with them, not with the page.
 */
export const withPagePlatform = <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, Platform>> =>
  Effect.flatMap(Effect.serviceOption(Platform), (given) =>
    Effect.provideService(program, Platform, Option.getOrElse(given, pageFacts))
  )
