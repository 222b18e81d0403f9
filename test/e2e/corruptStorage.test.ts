/**
 * Storage that is not ours to trust (WIRE §5), in Chromium against the local stack: the dev
 * wallet connected, its stored connector id damaged by hand, then reloads land connected to the
 * same account without a prompt, the key whole again from the stored connections.
 */
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME, DEV_WALLET_RDNS } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, modalState, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const KEY = "@appkit/eip155:connected_connector_id"

describe("a damaged connector id", () => {
  it("garbage in place of the connector id: reloads stay connected to the same account, the key written again", async () => {
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).click()
    await dialog.locator("[data-testid=account]").waitFor()
    expect(await hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(DEV_WALLET_RDNS)

    await page.evaluate((key) => localStorage.setItem(key, "%%% not a wallet %%%"), KEY)
    await page.reload()
    await page.locator("[data-testid=connect]").waitFor()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    expect(await modalState(page)).toBe("closed")
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(DEV_WALLET_RDNS)
    const prompts = await page.evaluate(() => (window.doorwayDevWallet?.requests() ?? []).filter((request) => request.method === "eth_requestAccounts"))
    expect(prompts).toEqual([])

    // And every later reload, as before the damage.
    await page.reload()
    await page.locator("[data-testid=connect]").waitFor()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
  })
})
