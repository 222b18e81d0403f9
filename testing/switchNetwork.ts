import type { Page } from "playwright-core"
import { escapeForPattern } from "./escapeForPattern.js"
import { closeModal, openAccount } from "./modal.js"

/** The header's buttons, before every view's own. */
const HEADER_BUTTONS = new Set(["Back", "Close"])

/**
 * Account → the network button (the view's first control, named after the current network) → the
 * network's row in the Networks list; waits for the Account view to show that network, then
 * closes the modal. The wallet's policy must approve the switch.
 */
export const switchNetwork = async (page: Page, networkName: string): Promise<void> => {
  const dialog = await openAccount(page)
  const buttons = [...(await dialog.ariaSnapshot()).matchAll(/- button "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? "")
  const current = buttons.find((name) => !HEADER_BUTTONS.has(name))
  if (current === undefined) throw new Error("The Account view shows no network button")
  await dialog.getByRole("button", { name: current, exact: true }).click()
  await dialog.getByRole("list", { name: "Networks" }).getByRole("button", { name: new RegExp(`^${escapeForPattern(networkName)}`) }).click()
  await dialog.getByRole("button", { name: networkName, exact: true }).waitFor()
  await closeModal(page)
}
