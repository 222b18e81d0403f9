/**
 * Multi-wallet with the embedded wallet in Chromium against the local stack (SPEC §4): a Google
 * login, then the dev wallet added beside it; after a reload the dev wallet is back and the
 * embedded wallet is offered as connected before, named by its login. Its Connect opens the Google
 * popup again (the same provider, not Connect's list); once allowed, the wallet list shows it
 * active, with the dev wallet still there.
 */
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { allowAs, popupFrom } from "./support/socialLogin.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

describe("multi-wallet: the embedded wallet logged in again", () => {
  it("a remembered Google login's Connect opens the Google popup; once allowed, the wallet list with it active", async () => {
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    const name = `ada${Date.now() % 100_000}`
    await page.getByRole("button", { name: "Connect", exact: true }).click()
    await allowAs(await popupFrom(page, "Continue with Google"), "Google", name)
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const embedded = await hostAccount(page)

    // The dev wallet added from the wallet list becomes the active one.
    await dialog.getByRole("button", { name: new RegExp(`${name}.*Wallets`) }).click()
    await dialog.getByRole("button", { name: "Add wallet" }).click()
    await walletRow(page, DEV_WALLET_NAME).click()
    await expect.poll(() => hostAccount(page), { timeout: 10_000 }).toBe(DEV_WALLET_ADDRESS)

    // After a reload the dev wallet is restored; the embedded wallet is remembered by its login.
    await page.reload()
    await expect.poll(() => hostAccount(page), { timeout: 10_000 }).toBe(DEV_WALLET_ADDRESS)
    await page.locator("[data-testid=connect]").click()
    await dialog.getByRole("button", { name: new RegExp(`${DEV_WALLET_NAME}.*Wallets`) }).click()
    await dialog.getByText("Connected before", { exact: true }).waitFor()
    await dialog.getByText(name, { exact: true }).waitFor()

    // Its Connect opens the provider it logged in with, within the click.
    const popup = await popupFrom(page, "Connect")
    await dialog.getByRole("status").filter({ hasText: "Continue with Google" }).waitFor()
    await allowAs(popup, "Google", name)
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toBe(embedded)
    // The login ends in the wallet list: the embedded wallet active, the dev wallet ready to switch back to.
    await dialog.getByRole("button", { name: "Add wallet" }).waitFor()
    expect(await dialog.getByText("Connected before", { exact: true }).count()).toBe(0)
    expect(await dialog.getByRole("button", { name: "Disconnect" }).count()).toBe(1)
    expect(await dialog.getByRole("button", { name: "Switch" }).count()).toBe(1)
    await expect.poll(() => dialog.locator("[aria-current=true]").textContent()).toContain(name)
  })
})
