/**
 * The WalletConnect views in Chromium, each state drawn with the modal's stylesheet in the light and
 * the dark theme: axe-core finds no accessibility violation, and the QR code as Chromium paints it
 * (a screenshot) reads back to the exact pairing URI. Drawn from their props alone, so every
 * state shows (a phone, an expired request, basic mode) without a stand-in; the demo's own pairing
 * view, reached from the WalletConnect row and a wallet that is not installed, is walked in
 * views.test.ts.
 */
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import type jsQR from "jsqr"
import type { Page } from "playwright-core"
import { createElement } from "react"
import type { ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { ENGLISH } from "../../shell/i18n/english.js"
import { TextsContext } from "../../shell/i18n/TextsContext.js"
import { themeCss } from "../../shell/modal/themeCss.js"
import { ConnectingWalletConnect } from "../../shell/views/walletconnect/ConnectingWalletConnect.js"
import type { ConnectingWalletConnectProps } from "../../shell/views/walletconnect/ConnectingWalletConnect.js"
import { ConnectingWalletConnectBasic } from "../../shell/views/walletconnect/ConnectingWalletConnectBasic.js"
import { COMPUTER, lantern, PHONE, recorded, URI } from "../shell/views/walletconnect/walletConnectViews.js"
import { axeViolations } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"

const browser = useBrowser()

/** A wallet image that stays on this machine: an orange tile with a letter. */
const IMAGE =
  "data:image/svg+xml," +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="#f0a030"/><text x="4" y="6" font-size="5" text-anchor="middle">L</text></svg>')

const { handlers } = recorded()
const base: ConnectingWalletConnectProps = { uri: URI, expired: false, wallet: undefined, walletImageSrc: undefined, platform: COMPUTER, ...handlers }
const wc = (props: Partial<ConnectingWalletConnectProps>) => createElement(ConnectingWalletConnect, { ...base, ...props })
const walletList = createElement("div", { className: "doorway-list" }, createElement("button", { type: "button", className: "doorway-list-item" }, "Lantern Wallet"))
const basic = (platform: ConnectingWalletConnectProps["platform"]) =>
  createElement(ConnectingWalletConnectBasic, { ...base, platform, wallets: walletList, onAllWallets: () => undefined, allWalletsTag: "420+" })

const SCENES: ReadonlyArray<readonly [string, ReactElement]> = [
  ["preparing", wc({ uri: undefined })],
  ["any wallet", wc({})],
  ["catalogue wallet on a computer", wc({ wallet: lantern, walletImageSrc: IMAGE })],
  ["catalogue wallet on a phone", wc({ wallet: lantern, walletImageSrc: IMAGE, platform: PHONE })],
  ["expired", wc({ expired: true, wallet: lantern, walletImageSrc: IMAGE })],
  ["failed", wc({ error: "Connection rejected" })],
  ["basic on a computer", basic(COMPUTER)],
  ["basic on a phone", basic(PHONE)]
]

/** The view inside the modal's card, as the modal lays it out, under the theme's stylesheet. */
const show = async (page: Page, view: ReactElement, mode: "light" | "dark") => {
  const css = themeCss("wc", { themeMode: mode, themeVariables: {} })
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>WalletConnect views</title><style>${css}</style></head><body>` +
      `<div data-doorway="wc"><div class="doorway-card" role="dialog" aria-label="Connect Wallet"><div class="doorway-view">` +
      `${renderToStaticMarkup(createElement(TextsContext, { value: ENGLISH }, view))}</div></div></div></body></html>`
  )
  // The view's fade-in ends before axe reads the colours (the spinners turn for ever).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished))
  )
}

let jsQrSource: Promise<string> | undefined
const loadJsQr = (): Promise<string> => (jsQrSource ??= readFile(createRequire(import.meta.url).resolve("jsqr/dist/jsQR.js"), "utf8"))

/** The QR code as painted: a screenshot of it, decoded to pixels and read by jsQR in the page. */
const readPaintedCode = async (page: Page): Promise<string | undefined> => {
  const png = await page.locator("svg[role=img]").screenshot()
  if (!(await page.evaluate(() => "jsQR" in window))) await page.addScriptTag({ content: await loadJsQr() })
  const read = await page.evaluate(async (source) => {
    const image = new Image()
    image.src = source
    await image.decode()
    const canvas = document.createElement("canvas")
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext("2d")!
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
    const decode = (window as unknown as { jsQR: typeof jsQR }).jsQR
    return decode(pixels.data, pixels.width, pixels.height, { inversionAttempts: "dontInvert" })?.data ?? null
  }, `data:image/png;base64,${png.toString("base64")}`)
  return read ?? undefined
}

describe("the WalletConnect views in Chromium", () => {
  it("have no accessibility violation in either theme, in any state", async () => {
    const page = await browser.newPage()
    const found: Array<string> = []
    for (const [name, view] of SCENES) {
      for (const mode of ["light", "dark"] as const) {
        await show(page, view, mode)
        found.push(...(await axeViolations(page)).map((line) => `${name}, ${mode}: ${line}`))
      }
    }
    expect(found).toEqual([])
  })

  it("paint a QR code that reads back to the exact URI, with or without the wallet's image, in both themes", async () => {
    const page = await browser.newPage()
    await page.setViewportSize({ width: 420, height: 800 })
    for (const mode of ["light", "dark"] as const) {
      for (const view of [wc({}), wc({ wallet: lantern, walletImageSrc: IMAGE })]) {
        await show(page, view, mode)
        expect(await readPaintedCode(page)).toBe(URI)
      }
    }
  })
})
