import type { Locator, Page } from "playwright-core"
import { escapeForPattern } from "./escapeForPattern.js"
import { firstOf } from "./firstOf.js"
import { closeModal, modalDialog, openAccount } from "./modal.js"

/**
 * A network's row in the list, by its name alone: the name, then what the row may add after it
 * (the note "Testnet", the tag "Connected" or "Try again"). "Polygon" is not "Polygon Amoy".
 */
const rowName = (networkName: string): RegExp => new RegExp(`^${escapeForPattern(networkName)}(?: Testnet)?(?: Connected| Try again)?$`)

/** The page's own network button (`<appkit-network-button>`, "Network: Ethereum"), when the app shows one. */
const pageNetworkButton = (page: Page): Locator => page.getByRole("button", { name: /^Network: / })

/** The Account view's network button, named like the page's ("Network: Ethereum"). */
const accountNetworkButton = (dialog: Locator): Locator => dialog.getByRole("button", { name: /^Network: / }).first()

/** The modal's list of networks: already open, from the page's network button, or from Account. */
const openNetworks = async (page: Page): Promise<Locator> => {
  const dialog = modalDialog(page)
  const list = dialog.getByRole("list", { name: "Networks" })
  if ((await dialog.count()) === 0) {
    const button = pageNetworkButton(page)
    if ((await button.count()) > 0) await button.first().click()
    else await accountNetworkButton(await openAccount(page)).click()
  } else if ((await list.count()) === 0) {
    await accountNetworkButton(dialog).click()
  }
  await list.waitFor()
  return list
}

/**
 * Switches to `networkName` as a person does: the list of networks (the page's network button
 * when it has one, else Account → its network button; or the list the modal shows already) → the
 * network's row by name. Resolves once the modal has left the list with the switch done, and
 * closes it; fails with the row's words when the wallet refuses (set its policy to approve).
 */
export const switchNetwork = async (page: Page, networkName: string): Promise<void> => {
  const list = await openNetworks(page)
  const row = list.getByRole("button", { name: rowName(networkName) })
  if ((await row.count()) === 0) throw new Error(`The list of networks has no ${networkName}`)
  const current = list.getByRole("button", { name: `${networkName} Connected`, exact: true }).or(list.getByRole("button", { name: `${networkName} Testnet Connected`, exact: true }))
  if ((await current.count()) === 0) {
    await row.click()
    const failed = list.getByRole("button", { name: new RegExp(`^${escapeForPattern(networkName)} .*Try again$`) })
    if ((await firstOf({ switched: { locator: list, state: "detached" }, failed: { locator: failed, state: "visible" } })) === "failed") {
      throw new Error(`Switching to ${networkName} failed: ${(await failed.first().textContent()) ?? ""}`)
    }
  }
  if ((await modalDialog(page).count()) > 0) await closeModal(page)
}
