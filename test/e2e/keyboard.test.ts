/**
 * The whole journey without a pointer, in Chromium against the local stack: Tab to the host's
 * Connect button, open the modal, reach the dev wallet, connect, open the network list, switch to
 * Polygon, disconnect. Focus stays in the dialog while it is open and goes back to the button that
 * opened it when it closes.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, hostNetwork, openDemo } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** What has the keyboard focus: its test id, or its text. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement
    if (element === null || element === document.body) return "(nothing)"
    return element.getAttribute("data-testid") ?? element.getAttribute("aria-label") ?? element.textContent ?? element.tagName
  })

/** Presses Tab until the focused element matches `selector` (and holds `text`, when given). */
const tabTo = async (page: Page, selector: string, text?: string): Promise<void> => {
  const visited: Array<string> = []
  for (let presses = 0; presses < 40; presses++) {
    const reached = await page.evaluate(
      ([wanted, content]) => {
        const element = document.activeElement
        return element instanceof HTMLElement && element.matches(wanted!) && (content === undefined || (element.textContent ?? "").includes(content))
      },
      [selector, text] as const
    )
    if (reached) return
    await page.keyboard.press("Tab")
    visited.push(await focused(page))
  }
  throw new Error(`Tab never reached ${selector}${text === undefined ? "" : ` with "${text}"`}; focus went through: ${visited.join(" → ")}`)
}

const focusInDialog = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.querySelector("[role=dialog]")?.contains(document.activeElement) ?? false)

describe("keyboard only", () => {
  it("opens the modal, connects the dev wallet, switches to Polygon and disconnects without a pointer; focus returns to the opener", async () => {
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)

    // Escape closes, and focus goes back to the host's button.
    await tabTo(page, "[data-testid=connect]")
    await page.keyboard.press("Enter")
    await dialog.waitFor()
    await expect.poll(() => focusInDialog(page)).toBe(true)
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await focused(page)).toBe("connect")

    await page.keyboard.press("Enter")
    await dialog.waitFor()
    await tabTo(page, "[role=dialog] [data-testid=connector-row]", DEV_WALLET_NAME)
    await page.keyboard.press("Enter")
    const account = dialog.locator("[data-testid=account]")
    await account.waitFor()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    await expect.poll(() => focusInDialog(page)).toBe(true)

    await tabTo(page, "[role=dialog] [data-testid=network-button]")
    await page.keyboard.press("Enter")
    await tabTo(page, "[role=dialog] [data-testid=network-row]", "Polygon")
    await page.keyboard.press("Enter")
    await expect.poll(() => hostNetwork(page)).toBe("Polygon")
    await account.waitFor()
    await expect.poll(() => account.locator("[data-testid=network-button]").textContent()).toBe("Polygon")

    await tabTo(page, "[role=dialog] [data-testid=disconnect]")
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    expect(await hostAccount(page)).toBe("disconnected")
    expect(await focused(page)).toBe("connect")
  })
})
