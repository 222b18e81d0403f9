/**
 * Social and Farcaster login as a person does them (SPEC §4, WIRE §4.6, §4.7): a provider's button
 * in the Connect view opens the popup, where the local sign-in provider's consent page asks for
 * an account name; Farcaster's sign-in URL is read from the QR code the modal draws, as a phone's
 * camera reads it, and approved on the provider's page.
 */
import type { Locator, Page } from "playwright-core"
import { dialogOf } from "./demoPage.js"
import { readQrScreenshot } from "./readQrScreenshot.js"

/** Clicks the button named `name` in the modal and resolves with the popup it opened. */
export const popupFrom = async (page: Page, name: string): Promise<Page> => {
  const [popup] = await Promise.all([page.waitForEvent("popup"), dialogOf(page).getByRole("button", { name, exact: true }).click()])
  return popup
}

/** The provider's consent page in the popup, once it shows. */
export const consentPage = async (popup: Page, provider: string): Promise<Locator> => {
  await popup.getByRole("heading", { name: `Sign in with ${provider}` }).waitFor({ timeout: 10_000 })
  return popup.locator("body")
}

/** On the consent page: the account name typed, then Allow. */
export const allowAs = async (popup: Page, provider: string, account: string): Promise<void> => {
  await consentPage(popup, provider)
  await popup.getByLabel(`${provider} account name`).fill(account)
  await popup.getByRole("button", { name: "Allow", exact: true }).click()
}

/** The sign-in URL the Farcaster view's QR code holds, once it shows. */
export const farcasterUrlOf = async (page: Page): Promise<string> => {
  const code = dialogOf(page).getByRole("img", { name: "QR code to log in with Farcaster" })
  await code.waitFor({ timeout: 10_000 })
  const url = readQrScreenshot(await code.screenshot())
  if (url === undefined) throw new Error("The Farcaster QR code could not be read")
  return url
}

/** Another page opens the Farcaster sign-in URL and approves as `username`, as the Farcaster app does. */
export const approveInFarcaster = async (page: Page, url: string, username: string): Promise<void> => {
  await page.goto(url)
  await page.getByLabel("Farcaster username").fill(username)
  await page.getByRole("button", { name: "Approve", exact: true }).click()
  await page.getByRole("heading", { name: "Signed in" }).waitFor({ timeout: 10_000 })
}
