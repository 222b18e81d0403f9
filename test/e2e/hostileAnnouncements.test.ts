/**
 * A page whose "wallets" announce themselves with hostile EIP-6963 info, in Chromium against the
 * local stack: remote and `javascript:` icons, an empty name, a uuid that is not a UUIDv4, an rdns
 * that is not reverse-DNS. The modal requests nothing from any host but the stack's, draws no image
 * from anything but a data URI or the catalogue, and lists only the wallets EIP-6963 allows.
 */
import { randomUUID } from "node:crypto"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { announceWallets, type AnnouncedInfo } from "./support/announceWallets.js"
import { isLoopbackUrl, useBrowser } from "./support/browser.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const svgIcon = (label: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><title>${label}</title></svg>`).toString("base64")}`

const TRACKER = "https://tracker.example/pixel.png?visitor=42"
/** A tracker on this machine: the guard would let it through, so the modal must not ask for it. */
const LOOPBACK_TRACKER = "http://127.0.0.1:9/loopback-pixel.png"
const EMPTY_NAME_ICON = svgIcon("empty-name")
const BAD_UUID_ICON = svgIcon("bad-uuid")

const HOSTILE: ReadonlyArray<AnnouncedInfo> = [
  { uuid: randomUUID(), name: "Tracker Wallet", icon: TRACKER, rdns: "com.example.tracker" },
  { uuid: randomUUID(), name: "Script Wallet", icon: "javascript:alert(document.domain)", rdns: "com.example.script" },
  { uuid: randomUUID(), name: "Loopback Wallet", icon: LOOPBACK_TRACKER, rdns: "com.example.loopback" },
  { uuid: randomUUID(), name: "   ", icon: EMPTY_NAME_ICON, rdns: "com.example.empty" },
  { uuid: "1234", name: "Bad Uuid Wallet", icon: BAD_UUID_ICON, rdns: "com.example.baduuid" },
  { uuid: randomUUID(), name: "Odd Rdns Wallet", icon: svgIcon("odd-rdns"), rdns: "not a domain" }
]

/** The `src` of every image in the modal (its shadow root included) and the page. */
const imageSources = (page: Page): Promise<ReadonlyArray<string>> =>
  page.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""))

describe("hostile EIP-6963 announcements", () => {
  it("request nothing remote, draw no image but data: or the catalogue's, and list only the wallets EIP-6963 allows", async () => {
    await announceWallets(browser.context(), HOSTILE)
    // Every URL the browser was asked for, from page start (aborted ones included).
    const asked: Array<string> = []
    browser.context().on("request", (request) => asked.push(request.url()))
    const page = await openDemo(browser, stack)
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).waitFor()
    await walletRow(page, "Odd Rdns Wallet").waitFor()
    // The catalogue's lists come in after the installed wallets: wait for its rows too.
    await dialogOf(page).locator("[data-testid=catalogue-row]").first().waitFor()

    const names = await dialogOf(page).locator("[data-testid=connector-row] .doorway-list-name").allTextContents()
    // Besides the dev wallet and WalletConnect's own row, the announced wallets EIP-6963 allows.
    expect(names.filter((name) => name !== DEV_WALLET_NAME && name !== "WalletConnect").sort()).toEqual([
      "Loopback Wallet",
      "Odd Rdns Wallet",
      "Script Wallet",
      "Tracker Wallet"
    ])
    expect(names.filter((name) => name.trim() === "")).toEqual([])
    // A wallet whose icon was refused shows its initial and no image; a valid data: icon is kept.
    for (const name of ["Tracker Wallet", "Script Wallet", "Loopback Wallet"]) {
      const row = walletRow(page, name)
      expect(await row.locator("img").count()).toBe(0)
      expect(await row.locator("[data-placeholder]").textContent()).toBe(name.charAt(0))
    }
    expect(await walletRow(page, "Odd Rdns Wallet").locator("img").getAttribute("src")).toBe(svgIcon("odd-rdns"))

    const catalogue = new URL(stack.devnet.catalogue.url).origin
    const sources = await imageSources(page)
    expect(sources.length).toBeGreaterThan(1)
    expect(sources.filter((src) => !(src.startsWith("data:image/") || new URL(src).origin === catalogue))).toEqual([])
    expect(sources).not.toContain(EMPTY_NAME_ICON)
    expect(sources).not.toContain(BAD_UUID_ICON)

    expect(asked.filter((url) => !isLoopbackUrl(url))).toEqual([])
    expect(asked.filter((url) => url.includes("pixel.png") || url.startsWith("javascript:"))).toEqual([])
  })
})
