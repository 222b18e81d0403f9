/**
 * Inside a Telegram mini app and on a phone, in Chromium emulating the device, against the local
 * stack (SPEC §2, §5, WIRE §4.7, 5): the social row leaves out what Telegram cannot offer on iOS
 * (Google) and Android (Facebook, X); a provider's button sends the page itself to the consent
 * page, Allow brings it back with `result_uri`, the embedded wallet connects under the name given
 * and the parameter is gone from the address; on a phone the WalletConnect row lists the wallets
 * to open by their deep links, with no QR code the phone cannot scan.
 */
import type { BrowserContextOptions, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo } from "./support/demoPage.js"
import { allowAs } from "./support/socialLogin.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const

/** Telegram's web view on Android names itself in the user agent. */
const TELEGRAM_ANDROID: BrowserContextOptions = {
  ...PHONE_SCREEN,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240705.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36 Telegram-Android/11.0.0 (Google Pixel 8; Android 14; SDK 34; HIGH)"
}
/** Telegram's web view on iOS is a plain WebKit one: its bridge object tells it (set before the page's scripts). */
const TELEGRAM_IOS: BrowserContextOptions = {
  ...PHONE_SCREEN,
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"
}
const SAFARI_IPHONE: BrowserContextOptions = {
  ...PHONE_SCREEN,
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
}

/** The demo with the modal open on Connect, in a context emulating `device`. */
const connectViewAs = async (device: BrowserContextOptions, { telegramBridge = false } = {}): Promise<Page> => {
  await browser.emulate(device)
  if (telegramBridge) await browser.context().addInitScript(() => Object.assign(window, { TelegramWebviewProxy: { postEvent: () => undefined } }))
  const page = await openDemo(browser, stack)
  await page.getByRole("button", { name: "Connect", exact: true }).click()
  await dialogOf(page).getByRole("group", { name: "Log in with a social account" }).waitFor()
  return page
}

/** The names of the social row's buttons, then of the All Socials list when the row has "Other socials". */
const offeredSocials = async (page: Page): Promise<ReadonlyArray<string>> => {
  const dialog = dialogOf(page)
  const row = await dialog.getByRole("group", { name: "Log in with a social account" }).getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""))
  if (!row.includes("Other socials")) return row
  await dialog.getByRole("button", { name: "Other socials" }).click()
  const list = dialog.getByTestId("social-list")
  await list.waitFor()
  const all = await list.getByRole("button").allTextContents()
  await dialog.getByRole("button", { name: "Back" }).click()
  return [...row.filter((name) => name !== "Other socials"), ...all.map((name) => `Continue with ${name.trim()}`)]
}

describe("the socials Telegram offers (SPEC §5)", () => {
  it("on iOS: no Google, X there", async () => {
    const page = await connectViewAs(TELEGRAM_IOS, { telegramBridge: true })
    const socials = await offeredSocials(page)
    expect(socials).toContain("Continue with X")
    expect(socials).toContain("Continue with Discord")
    expect(socials).not.toContain("Continue with Google")
  })

  it("on Android: no Facebook, no X, Google there", async () => {
    const page = await connectViewAs(TELEGRAM_ANDROID)
    const socials = await offeredSocials(page)
    expect(socials).toContain("Continue with Google")
    expect(socials).not.toContain("Continue with Facebook")
    expect(socials).not.toContain("Continue with X")
  })
})

describe("the login by redirect inside Telegram (WIRE §4.7, 5)", () => {
  it("the page itself goes to the consent page and comes back with result_uri; the account shows and the parameter is gone", async () => {
    const page = await connectViewAs(TELEGRAM_ANDROID)
    const popups: Array<Page> = []
    page.on("popup", (popup) => popups.push(popup))
    const visited: Array<string> = []
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url())
    })

    await dialogOf(page).getByRole("button", { name: "Continue with Google", exact: true }).click()
    await page.waitForURL((url) => url.origin === stack.devnet.signInProvider.url, { timeout: 10_000 })
    const name = `tess${Date.now() % 100_000}`
    await allowAs(page, "Google", name)

    // Back on the app, at the address it left from, with the result.
    await page.waitForURL((url) => url.href.startsWith(stack.demoUrl), { timeout: 10_000 })
    const back = new URL(visited.find((url) => url.startsWith(stack.demoUrl) && url.includes("result_uri=")) ?? stack.demoUrl)
    expect(back.searchParams.get("result_uri")).toMatch(new RegExp(`^${stack.devnet.secureSite.url}/social/result\\?id=`))
    await expect.poll(() => hostAccount(page), { timeout: 20_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.evaluate(() => new URLSearchParams(location.search).has("result_uri"))).toBe(false)
    expect(await page.evaluate(() => location.href)).toBe(stack.demoUrl)
    // The provider kept for the way back is forgotten once the login has ended.
    const stored = () => page.evaluate(() => [localStorage.getItem("@appkit/connected_social"), localStorage.getItem("@appkit-wallet/SOCIAL_USERNAME"), localStorage.getItem("@appkit/social_provider")])
    await expect.poll(stored, { timeout: 5_000 }).toEqual(["google", name, null])
    expect(popups).toEqual([])
  })
})

/** The wallets the page's catalogue answers named so far, each with whether it has a mobile link. */
const catalogueAnswers = (page: Page): Map<string, boolean> => {
  const wallets = new Map<string, boolean>()
  page.on("response", (response) => {
    if (new URL(response.url()).pathname !== "/getWallets") return
    void response
      .json()
      .then((body: { readonly data?: ReadonlyArray<{ readonly name: string; readonly mobile_link?: string | null }> }) => {
        for (const wallet of body.data ?? []) wallets.set(wallet.name, typeof wallet.mobile_link === "string")
      })
      .catch(() => undefined)
  })
  return wallets
}

describe("WalletConnect on a phone (SPEC §2)", () => {
  it("the WalletConnect row lists the wallets to open by their deep links, and no QR code", async () => {
    await browser.emulate(SAFARI_IPHONE)
    const page = await browser.newPage()
    const answered = catalogueAnswers(page)
    await page.goto(stack.demoUrl)
    await page.locator("[data-testid=connect]").waitFor()
    await page.getByRole("button", { name: "Connect", exact: true }).click()
    const dialog = dialogOf(page)
    await dialog.locator("[data-testid=connector-row]", { hasText: "WalletConnect" }).click()
    const list = dialog.getByTestId("walletconnect-basic")
    await list.waitFor({ timeout: 10_000 })
    const rows = list.getByTestId("catalogue-row")
    await rows.first().waitFor({ timeout: 10_000 })
    expect(await dialog.getByRole("img", { name: /^QR code/ }).count()).toBe(0)

    // A wallet the catalogue gives a mobile link: its Open button first, and still no code.
    const names = (await rows.allTextContents()).map((name) => name.trim())
    const withApp = names.find((name) => answered.get(name) === true)
    if (withApp === undefined) throw new Error(`No listed wallet has a mobile link: ${names.join(", ")}`)
    await list.getByTestId("catalogue-row").filter({ hasText: withApp }).click()
    await dialog.getByRole("button", { name: `Open ${withApp}` }).waitFor({ timeout: 10_000 })
    await dialog.getByRole("status").filter({ hasText: `Continue in ${withApp}` }).waitFor()
    expect(await dialog.getByRole("img", { name: /^QR code/ }).count()).toBe(0)
  })
})
