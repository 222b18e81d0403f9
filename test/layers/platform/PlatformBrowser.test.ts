import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import type { PlatformFacts } from "../../../core/services/Platform.js"
import { Platform } from "../../../core/services/Platform.js"
import * as PlatformBrowser from "../../../layers/PlatformBrowser.js"
import type { NavigatorLike, WindowLike } from "../../../layers/PlatformBrowser.js"
import { platformContract } from "./platformContract.js"

const UA = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  iphoneWebView: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  androidTelegram:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240705.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36 Telegram-Android/11.0.0 (Google Pixel 8; Android 14; SDK 34; HIGH)",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  macChrome: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  linuxChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36"
} as const

const none: PlatformFacts = { ...PlatformBrowser.NOT_A_BROWSER, isBrowser: true }

interface Row {
  readonly name: string
  readonly navigator: NavigatorLike
  readonly window?: WindowLike
  readonly facts: PlatformFacts
}

const insideTelegram = (platform: string): WindowLike => ({ Telegram: { WebApp: { initData: "query_id=AAF&user=%7B%7D&hash=ab", platform } } })

const table: ReadonlyArray<Row> = [
  {
    name: "iPhone Safari",
    navigator: { userAgent: UA.iphoneSafari, platform: "iPhone", maxTouchPoints: 5 },
    facts: { ...none, isMobile: true, isIos: true, isSafari: true }
  },
  {
    name: "iPhone Chrome",
    navigator: { userAgent: UA.iphoneChrome, platform: "iPhone", maxTouchPoints: 5 },
    facts: { ...none, isMobile: true, isIos: true }
  },
  {
    name: "iPad asking for desktop pages",
    navigator: { userAgent: UA.macSafari, platform: "MacIntel", maxTouchPoints: 5 },
    facts: { ...none, isMobile: true, isIos: true, isSafari: true }
  },
  {
    name: "Android Chrome",
    navigator: { userAgent: UA.androidChrome, platform: "Linux armv81", maxTouchPoints: 5 },
    facts: { ...none, isMobile: true, isAndroid: true }
  },
  {
    name: "macOS Safari",
    navigator: { userAgent: UA.macSafari, platform: "MacIntel", maxTouchPoints: 0 },
    facts: { ...none, isMac: true, isSafari: true }
  },
  {
    name: "macOS Chrome",
    navigator: { userAgent: UA.macChrome, platform: "MacIntel", maxTouchPoints: 0 },
    facts: { ...none, isMac: true }
  },
  {
    name: "Windows Chrome",
    navigator: { userAgent: UA.windowsChrome, platform: "Win32", maxTouchPoints: 0 },
    facts: none
  },
  {
    name: "Windows Edge",
    navigator: { userAgent: UA.windowsEdge, platform: "Win32", maxTouchPoints: 0 },
    facts: none
  },
  {
    name: "Linux Firefox",
    navigator: { userAgent: UA.linuxFirefox, platform: "Linux x86_64", maxTouchPoints: 0 },
    facts: none
  },
  {
    name: "Telegram for Android (its web view names itself)",
    navigator: { userAgent: UA.androidTelegram, platform: "Linux armv81", maxTouchPoints: 5 },
    facts: { ...none, isMobile: true, isAndroid: true, isTelegram: true }
  },
  {
    name: "Telegram mini app on iPhone (known by its launch data)",
    navigator: { userAgent: UA.iphoneWebView, platform: "iPhone", maxTouchPoints: 5 },
    window: insideTelegram("ios"),
    facts: { ...none, isMobile: true, isIos: true, isTelegram: true }
  },
  {
    name: "Telegram Desktop on macOS",
    navigator: { userAgent: UA.macSafari, platform: "MacIntel", maxTouchPoints: 0 },
    window: { Telegram: { WebApp: { initData: "", platform: "macos" } } },
    facts: { ...none, isMac: true, isSafari: true, isTelegram: true }
  },
  {
    name: "Telegram on iPhone, known by its web view's bridge before its script loads",
    navigator: { userAgent: UA.iphoneWebView, platform: "iPhone", maxTouchPoints: 5 },
    window: { TelegramWebviewProxy: { postEvent: () => undefined } },
    facts: { ...none, isMobile: true, isIos: true, isTelegram: true }
  },
  {
    name: "Android Chrome asking for desktop pages (the client hints still say Android)",
    navigator: { userAgent: UA.linuxChrome, platform: "Linux armv81", maxTouchPoints: 5, userAgentData: { platform: "Android" } },
    facts: { ...none, isMobile: true, isAndroid: true }
  },
  {
    name: "an Android phone emulated on a Mac (navigator.platform and the hints are the Mac's)",
    navigator: { userAgent: UA.androidTelegram, platform: "MacIntel", maxTouchPoints: 0, userAgentData: { platform: "macOS" } },
    facts: { ...none, isMobile: true, isAndroid: true, isTelegram: true }
  },
  {
    name: "a Mac known by its client hints",
    navigator: { userAgent: UA.linuxChrome, platform: "", maxTouchPoints: 0, userAgentData: { platform: "macOS" } },
    facts: { ...none, isMac: true }
  },
  {
    name: "a page that loads Telegram's script outside Telegram",
    navigator: { userAgent: UA.windowsChrome, platform: "Win32", maxTouchPoints: 0 },
    window: { Telegram: { WebApp: { initData: "", platform: "unknown" } } },
    facts: none
  }
]

for (const row of table) {
  platformContract(`PlatformBrowser (${row.name})`, PlatformBrowser.layerFrom({ navigator: row.navigator, window: row.window ?? {} }))
}

describe("PlatformBrowser", () => {
  it.each(table)("reads $name", (row) => {
    expect(PlatformBrowser.factsOf({ navigator: row.navigator, window: row.window ?? {} })).toEqual(row.facts)
  })

  it.effect("the layer gives the facts of the environment it was given", () =>
    Effect.gen(function* () {
      expect(yield* Platform).toEqual({ ...none, isMobile: true, isIos: true, isSafari: true })
    }).pipe(
      Effect.provide(PlatformBrowser.layerFrom({ navigator: { userAgent: UA.iphoneSafari, platform: "iPhone" }, window: {} }))
    ))

  it("outside a browser no fact holds", () => {
    expect(PlatformBrowser.factsOf({ navigator: undefined, window: undefined })).toEqual(PlatformBrowser.NOT_A_BROWSER)
    expect(PlatformBrowser.factsOf({ navigator: { userAgent: "Node.js/22" }, window: undefined })).toEqual(PlatformBrowser.NOT_A_BROWSER)
    expect(PlatformBrowser.NOT_A_BROWSER).toEqual({
      isMobile: false,
      isIos: false,
      isAndroid: false,
      isMac: false,
      isSafari: false,
      isTelegram: false,
      isBrowser: false
    })
  })

  it.effect("the page layer, built in Node, finds no browser", () =>
    Effect.gen(function* () {
      expect(yield* Platform).toEqual(PlatformBrowser.NOT_A_BROWSER)
    }).pipe(Effect.provide(PlatformBrowser.layer)))

  it.effect("the page layer reads navigator and window once, when built", () =>
    Effect.gen(function* () {
      const page = globalThis as { navigator?: unknown; window?: unknown }
      const saved = { navigator: Object.getOwnPropertyDescriptor(globalThis, "navigator"), window: page.window }
      let reads = 0
      Object.defineProperty(globalThis, "navigator", {
        configurable: true,
        get: () => {
          reads += 1
          return { userAgent: UA.androidChrome, platform: "Linux armv81" }
        }
      })
      page.window = {}
      try {
        const facts = yield* Effect.all([Platform, Platform, Platform]).pipe(Effect.provide(PlatformBrowser.layer))
        expect(facts.map((f) => [f.isAndroid, f.isMobile, f.isBrowser])).toEqual([
          [true, true, true],
          [true, true, true],
          [true, true, true]
        ])
        const readsAtBuild = reads
        yield* Effect.provide(Platform, PlatformBrowser.layer)
        expect(readsAtBuild).toBeGreaterThan(0)
        expect(reads).toBe(readsAtBuild * 2)
      } finally {
        if (saved.navigator === undefined) Reflect.deleteProperty(globalThis, "navigator")
        else Object.defineProperty(globalThis, "navigator", saved.navigator)
        if (saved.window === undefined) Reflect.deleteProperty(globalThis, "window")
        else page.window = saved.window
      }
    }))
})
