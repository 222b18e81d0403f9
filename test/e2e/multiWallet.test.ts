/**
 * Multi-wallet in Chromium against the local stack. The demo's project has the remote
 * `multi_wallet` feature on: two EVM wallets (the dev wallet and one written in the tests) are
 * connected at once, the active one is switched from the ProfileWallets view, and one is removed.
 * The local catalogue's other project leaves the feature to the app's options, which keep it off:
 * opening the wallets there shows the info alert.
 */
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { TEST_PROJECT_ID } from "../../devnet/catalogue/ProjectConfig.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"
import { installTestWallet, type TestWallet } from "./support/testWallet.js"

const stack = e2eStack()
const browser = useBrowser()

const installSecondWallet = (): Promise<TestWallet> =>
  installTestWallet(browser.context(), { name: "Harbor Test Wallet", rdns: "org.doorway.test.harbor", chains: stack.devnet.evm })

/** Connects a wallet from the Connect view (already open) and waits for the Account view. */
const connectFromList = async (page: Page, name: string): Promise<Locator> => {
  await walletRow(page, name).click()
  const account = dialogOf(page).locator("[data-testid=account]")
  await account.waitFor()
  return account
}

/** The ProfileWallets view, opened from the Account view's wallet button. */
const openWallets = async (page: Page): Promise<Locator> => {
  await dialogOf(page).locator("[data-testid=wallet-button]").click()
  const wallets = dialogOf(page).locator("[data-testid=profile-wallets]")
  await wallets.waitFor()
  return wallets
}

const connectionRow = (wallets: Locator, name: string): Locator => wallets.locator("[data-testid=connection-row]", { hasText: name })

describe("multi-wallet", () => {
  it("keeps two wallets connected, switches the active one, remembers the other across a reload and removes one", async () => {
    const second = await installSecondWallet()
    const page = await openDemo(browser, stack)
    await page.click("[data-testid=connect]")
    await connectFromList(page, DEV_WALLET_NAME)
    expect(await hostAccount(page)).toBe(DEV_WALLET_ADDRESS)

    // Add the second wallet from ProfileWallets: it becomes the active one.
    let wallets = await openWallets(page)
    await wallets.getByRole("button", { name: "Add wallet" }).click()
    expect(await walletRow(page, DEV_WALLET_NAME).locator(".doorway-tag").textContent()).toBe("Connected")
    expect(await walletRow(page, second.name).locator(".doorway-tag").textContent()).toBe("Installed")
    await connectFromList(page, second.name)
    await expect.poll(() => hostAccount(page)).toBe(second.address)

    // Both are listed: the second active, the dev wallet ready to switch back to.
    wallets = await openWallets(page)
    const devRow = connectionRow(wallets, DEV_WALLET_NAME)
    const secondRow = connectionRow(wallets, second.name)
    await devRow.waitFor()
    expect(await secondRow.getAttribute("aria-current")).toBe("true")
    expect(await devRow.getAttribute("aria-current")).toBeNull()
    expect(await secondRow.getByRole("button", { name: "Disconnect" }).count()).toBe(1)
    expect(await devRow.getByRole("button", { name: "Switch" }).count()).toBe(1)

    // Switch: the dev wallet is active again, the second stays connected.
    await devRow.getByRole("button", { name: "Switch" }).click()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    await expect.poll(() => devRow.getAttribute("aria-current")).toBe("true")
    await expect.poll(() => secondRow.getByRole("button", { name: "Switch" }).count()).toBe(1)
    expect(second.isConnected()).toBe(true)

    // After a reload the active wallet is back, and the other one is offered as connected before.
    const reopenWallets = async () => {
      await page.reload()
      await page.locator("[data-testid=connect]").waitFor()
      // The reload reconnects the stored wallet: a page load and its start-up, over a second on a busy machine.
      await expect.poll(() => hostAccount(page), { timeout: 10_000 }).toBe(DEV_WALLET_ADDRESS)
      await page.click("[data-testid=connect]")
      await dialogOf(page).locator("[data-testid=account]").waitFor()
      return openWallets(page)
    }
    wallets = await reopenWallets()
    await expect.poll(() => connectionRow(wallets, DEV_WALLET_NAME).getAttribute("aria-current")).toBe("true")
    await expect.poll(() => wallets.textContent()).toContain("Connected before")

    // Connected again from there, it is the active one; then the dev wallet is switched back to.
    await connectionRow(wallets, second.name).getByRole("button", { name: "Connect" }).click()
    await expect.poll(() => hostAccount(page)).toBe(second.address)
    await connectionRow(wallets, DEV_WALLET_NAME).getByRole("button", { name: "Switch" }).click()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)

    // Remove the second wallet while it is connected: gone from the list, the active one untouched,
    // and not offered again after a reload.
    await connectionRow(wallets, second.name).getByRole("button", { name: `Remove ${second.name}` }).click()
    await connectionRow(wallets, second.name).waitFor({ state: "detached" })
    expect(await connectionRow(wallets, DEV_WALLET_NAME).count()).toBe(1)
    expect(await hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    wallets = await reopenWallets()
    await connectionRow(wallets, DEV_WALLET_NAME).waitFor()
    expect(await connectionRow(wallets, second.name).count()).toBe(0)
  })

  it("shows the info alert when the project has multi-wallet off", async () => {
    const page = await openDemo(browser, stack, `?projectId=${TEST_PROJECT_ID}`)
    await page.click("[data-testid=connect]")
    await connectFromList(page, DEV_WALLET_NAME)
    await openWallets(page)
    await page.getByText("Multi-wallet support is not enabled and must be enabled in the project configuration.").first().waitFor()
    const alert = page.getByRole("alert").filter({ hasText: "Multi-wallet support is not enabled" })
    await alert.first().waitFor()
    // The dev wallet stays connected, the one wallet listed.
    expect(await hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    const rows = dialogOf(page).locator("[data-testid=connection-row]")
    expect(await rows.count()).toBe(1)
    expect(await rows.first().textContent()).toContain(DEV_WALLET_NAME)
    expect(await dialogOf(page).getByRole("button", { name: "Add wallet" }).count()).toBe(0)
  })
})
