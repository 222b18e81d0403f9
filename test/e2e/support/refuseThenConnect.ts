/**
 * A connection the dev wallet first refuses, then approves on "Try again", as a person retries:
 * the refusal shows the catalogue's text and keeps nothing.
 */
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { dialogOf, walletRow } from "./demoPage.js"

const setPolicy = (page: Page, policy: "approve" | "reject") => page.evaluate((next) => window.doorwayDevWallet?.setPolicy(next), policy)

/** Clicks `walletName` with the dev wallet refusing, checks what shows and that `storedKey` stays unwritten, then tries again approving. */
export const refuseThenConnect = async (page: Page, walletName: string, storedKey: string): Promise<void> => {
  await setPolicy(page, "reject")
  await walletRow(page, walletName).click()
  const connecting = dialogOf(page).locator("[data-testid=connecting-external]")
  await expect.poll(() => connecting.getAttribute("data-status")).toBe("Failed")
  expect(await connecting.getByRole("alert").textContent()).toBe("Connection rejected")
  expect(await page.evaluate((key) => localStorage.getItem(key), storedKey)).toBeNull()
  await setPolicy(page, "approve")
  await connecting.getByRole("button", { name: "Try again" }).click()
}
