/**
 * No telemetry before consent, in Chromium against the local stack: the demo opens without the
 * visitor's consent to usage data; opening the modal and connecting the dev wallet send nothing to
 * the analytics sink (no event, no analytics setting asked). Once the visitor presses "Share usage
 * data", the setting is asked, INITIALIZE goes out, and the disconnection's event after it; pressed
 * again (consent withdrawn), connecting again sends nothing.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

interface AnalyticsRequest {
  readonly path: string
  readonly event: string | undefined
}

/** Every request the page makes to the analytics sink and its setting, with the event it carries. */
const watchAnalytics = (page: Page): ReadonlyArray<AnalyticsRequest> => {
  const seen: Array<AnalyticsRequest> = []
  const sink = new URL(stack.devnet.catalogue.url).origin
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.origin !== sink || (url.pathname !== "/e" && url.pathname !== "/getAnalyticsConfig")) return
    const body = request.postData()
    const event = body === null ? undefined : (JSON.parse(body) as { props?: { event?: string } }).props?.event
    seen.push({ path: url.pathname, event })
  })
  return seen
}

const closeModal = async (page: Page) => {
  await page.keyboard.press("Escape")
  await dialogOf(page).waitFor({ state: "detached" })
}

describe("usage data only with the visitor's consent (Chromium)", () => {
  it("sends nothing before consent, the events after it, and nothing again once it is withdrawn", async () => {
    const page = await browser.newPage()
    const requests = watchAnalytics(page)
    await page.goto(stack.demoUrl)
    await page.locator("[data-testid=connect]").waitFor()
    await page.evaluate(() => window.doorwayDevWallet?.ready)

    // Before consent: open, connect, close. Each of these is an event the modal tracks.
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).click()
    await dialogOf(page).locator("[data-testid=account]").waitFor()
    await closeModal(page)
    const share = page.getByRole("button", { name: "Share usage data" })
    expect(await share.getAttribute("aria-pressed")).toBe("false")
    expect(requests).toEqual([])

    // Consent given: the setting is asked and INITIALIZE sent, then the modal's events (here the disconnection).
    await share.click()
    await expect.poll(() => requests.map((request) => request.event ?? request.path)).toEqual(["/getAnalyticsConfig", "INITIALIZE"])
    await page.getByRole("button", { name: /^Account / }).click()
    const account = dialogOf(page).locator("[data-testid=account]")
    // The tokens push Disconnect down as they load: click it once they show.
    await account.getByTestId("tokens-total").waitFor()
    await account.getByRole("button", { name: "Disconnect" }).click()
    await expect.poll(() => requests.map((request) => request.event ?? request.path)).toEqual(["/getAnalyticsConfig", "INITIALIZE", "DISCONNECT_SUCCESS"])

    // Withdrawn: connecting again (CONNECT_SUCCESS) sends nothing more.
    await share.click()
    expect(await share.getAttribute("aria-pressed")).toBe("false")
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).click()
    await dialogOf(page).locator("[data-testid=account]").waitFor()
    await closeModal(page)
    // An event is handed to the sink as it is tracked: had one been sent, its request would have started by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    expect(requests.map((request) => request.event ?? request.path)).toEqual(["/getAnalyticsConfig", "INITIALIZE", "DISCONNECT_SUCCESS"])
  })
})
