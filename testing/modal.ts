/**
 * The Doorway modal as a person sees it: its dialog, and the page's button that opens it (named
 * "Connect" while no account is connected, "Account <short address>" once one is).
 */
import type { Locator, Page } from "playwright-core"

export const modalDialog = (page: Page): Locator => page.getByRole("dialog")

export const connectButton = (page: Page): Locator => page.getByRole("button", { name: "Connect", exact: true })

export const accountButton = (page: Page): Locator => page.getByRole("button", { name: /^Account / })

/** Closes the modal with Escape, as a person would, and waits until it is gone. */
export const closeModal = async (page: Page): Promise<void> => {
  await page.keyboard.press("Escape")
  await modalDialog(page).waitFor({ state: "detached" })
}

/** Opens the Account view from the page's account button. */
export const openAccount = async (page: Page): Promise<Locator> => {
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole("button", { name: "Disconnect" }).waitFor()
  return dialog
}
