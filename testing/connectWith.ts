import type { Page } from "playwright-core"
import { escapeForPattern } from "./escapeForPattern.js"
import { firstOf } from "./firstOf.js"
import { accountButton, closeModal, connectButton, modalDialog } from "./modal.js"

/**
 * Connect → the wallet's row (by the name it announced, e.g. "Doorway Dev Wallet"), then waits for
 * the page's account button and closes the modal. On an app with sign-in on, the modal stays on
 * its sign-in request instead (answer it with `signInWithWallet`). With a policy that rejects, it
 * fails by timeout.
 */
export const connectWith = async (page: Page, walletName: string): Promise<void> => {
  await connectButton(page).click()
  const dialog = modalDialog(page)
  // A row's name is the wallet's, then its tag when it has one ("Installed", "Recent").
  await dialog.getByRole("button", { name: new RegExp(`^${escapeForPattern(walletName)}`) }).first().click()
  await accountButton(page).waitFor()
  const next = await firstOf({
    account: { locator: page.getByRole("dialog", { name: "Account" }), state: "visible" },
    closed: { locator: dialog, state: "detached" },
    signIn: { locator: dialog.getByRole("button", { name: "Sign", exact: true }), state: "visible" }
  })
  if (next === "account") await closeModal(page)
}
