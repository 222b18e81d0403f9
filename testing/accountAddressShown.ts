import type { Page } from "playwright-core"
import { accountButton } from "./modal.js"

/**
 * The address the page's account button names, shortened as the button shows it (`0xB2…f796D7`),
 * or `null` while no account is connected.
 */
export const accountAddressShown = async (page: Page): Promise<string | null> => {
  const button = accountButton(page)
  if ((await button.count()) === 0) return null
  // The accessible name, as assistive technology reads it: `button "Account 0xB2…f796D7 1.5 ETH"`,
  // or without the balance before it has loaded.
  return /button "Account ([^\s"]+)/.exec(await button.first().ariaSnapshot())?.[1] ?? null
}
