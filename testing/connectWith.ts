import type { Page } from "playwright-core"
import { escapeForPattern } from "./escapeForPattern.js"
import { accountButton, closeModal, connectButton, modalDialog } from "./modal.js"

/**
 * Connect → the wallet's row (by the name it announced, e.g. "Doorway Dev Wallet"), then waits for
 * the page's account button and closes the modal. With a policy that rejects, it fails by timeout.
 */
export const connectWith = async (page: Page, walletName: string): Promise<void> => {
  await connectButton(page).click()
  // A row's name is the wallet's, then its tag when it has one ("Installed", "Recent").
  await modalDialog(page).getByRole("button", { name: new RegExp(`^${escapeForPattern(walletName)}`) }).first().click()
  await accountButton(page).waitFor()
  await closeModal(page)
}
