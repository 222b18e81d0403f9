/**
 * The demo host app in a test's browser context, and the few reads of it the journeys share: what
 * the page reports (account, network, modal state) and the modal's dialog.
 */
import type { Locator, Page } from "playwright-core"
import type { BrowserSession } from "./browser.js"
import type { E2eStack } from "./E2eStack.js"

/** A fresh page of the demo, once its Connect button is there and the dev wallet has its config. */
export const openDemo = async (browser: BrowserSession, stack: E2eStack, query = ""): Promise<Page> => {
  const page = await browser.newPage()
  await page.goto(`${stack.demoUrl}${query}`)
  await page.locator("[data-testid=connect]").waitFor()
  await page.evaluate(() => window.doorwayDevWallet?.ready)
  return page
}

/**
 * The address the host app's hooks report, or the account status while there is none. A stored
 * account shown while it is restored (status `reconnecting`) reads as "reconnecting": a journey
 * goes on once the wallet has confirmed it.
 */
export const hostAccount = (page: Page): Promise<string | null> =>
  page
    .locator("[data-testid=demo-account]")
    .evaluate((element) => (element.getAttribute("data-status") === "reconnecting" ? "reconnecting" : element.textContent))
export const hostNetwork = (page: Page): Promise<string | null> => page.textContent("[data-testid=demo-network]")
export const modalState = (page: Page): Promise<string | null> => page.textContent("[data-testid=modal-state]")

export const dialogOf = (page: Page): Locator => page.locator("[role=dialog]")

/** The row of a wallet in the Connect view, by the name it announced. */
export const walletRow = (page: Page, name: string): Locator =>
  dialogOf(page).locator("[data-testid=connector-row]", { hasText: name })
