import type { Page } from "playwright-core"
import { connectButton, modalDialog, openAccount } from "./modal.js"

/** Account → Disconnect, then waits for the page's Connect button. */
export const disconnect = async (page: Page): Promise<void> => {
  const dialog = await openAccount(page)
  await dialog.getByRole("button", { name: "Disconnect" }).click()
  await modalDialog(page).waitFor({ state: "detached" })
  await connectButton(page).waitFor()
}
