/**
 * Accessibility checked by a tool: axe-core runs on every view a visitor can reach in the demo, in
 * the light and the dark theme, and finds nothing. The views are reached the way a visitor reaches
 * them, with a wallet written in the tests (support/testWallet.ts) whose prompts can be left open,
 * refused or approved, and which knows one chain the app does not (for UnsupportedChain).
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { TEST_PROJECT_ID } from "../../devnet/catalogue/ProjectConfig.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"
import { installTestWallet, type TestWallet } from "./support/testWallet.js"

const stack = e2eStack()
const browser = useBrowser()

/** A chain the wallet knows and the demo does not list. */
const UNLISTED_CHAIN_ID = 31337

const installWallet = (): Promise<TestWallet> => {
  const [first] = stack.devnet.evm
  if (first === undefined) throw new Error("The local stack has no EVM node")
  return installTestWallet(browser.context(), {
    name: "Harbor Test Wallet",
    rdns: "org.doorway.test.harbor",
    chains: [...stack.devnet.evm, { chainId: UNLISTED_CHAIN_ID, rpcUrl: first.rpcUrl }]
  })
}

/** The demo, with animations settled at once so axe reads the colours a visitor ends up seeing. */
const openQuietDemo = async (query = ""): Promise<Page> => {
  const page = await openDemo(browser, stack, query)
  await page.emulateMedia({ reducedMotion: "reduce" })
  return page
}

/** Collects axe's findings view by view, so one run reports every view that fails. */
const auditor = (page: Page) => {
  const found: Array<string> = []
  const audited: Array<string> = []
  return {
    audit: async (label: string) => {
      audited.push(label)
      found.push(...(await violationsInBothThemes(page, label)))
    },
    audited,
    found
  }
}

const view = (page: Page, testId: string) => dialogOf(page).locator(`[data-testid=${testId}]`)

describe("accessibility (axe-core, light and dark)", () => {
  it("finds no violation on the views of connecting: Connect, All Wallets, a search, connecting, refused, Account, networks, wallets, unsupported network", async () => {
    const wallet = await installWallet()
    const page = await openQuietDemo()
    const { audit, audited, found } = auditor(page)

    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).waitFor()
    await audit("Connect")

    await dialogOf(page).locator("[data-testid=all-wallets-row]").click()
    const allWallets = view(page, "all-wallets")
    await allWallets.locator("[data-testid=wallet-row]").first().waitFor()
    await audit("All Wallets")
    await allWallets.getByRole("searchbox", { name: "Search wallet" }).or(allWallets.getByLabel("Search wallet")).first().fill("wallet")
    await expect.poll(() => allWallets.getAttribute("aria-busy")).not.toBe("true")
    await allWallets.locator("[data-testid=wallet-row]").first().waitFor()
    await audit("All Wallets, searched")
    await dialogOf(page).getByRole("button", { name: "Back" }).click()

    // The wallet's prompt stays open: the connecting view waits; then the visitor refuses it.
    wallet.setPolicy("wait")
    await walletRow(page, wallet.name).click()
    const connecting = view(page, "connecting-external")
    await connecting.waitFor()
    await audit("Connecting, waiting")
    wallet.setPolicy("reject")
    await expect.poll(() => connecting.getAttribute("data-status")).toBe("Failed")
    await audit("Connecting, refused")

    wallet.setPolicy("approve")
    await connecting.getByRole("button", { name: "Try again" }).click()
    const account = view(page, "account")
    await account.waitFor()
    await expect.poll(() => hostAccount(page)).toBe(wallet.address)
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toMatch(/\d/)
    await audit("Account")

    await account.locator("[data-testid=network-button]").click()
    await dialogOf(page).locator("[data-testid=network-row]").first().waitFor()
    await audit("Networks")
    // A network of another chain family, not connected: SwitchActiveChain, when the list offers one.
    const otherFamily = dialogOf(page).locator("[data-testid=network-row]", { hasText: "Solana" })
    if ((await otherFamily.count()) > 0) {
      await otherFamily.click()
      const switchActive = view(page, "switch-active-chain")
      await switchActive.waitFor()
      await audit("Switch active chain")
      await dialogOf(page).getByRole("button", { name: "Back" }).click()
    }
    await dialogOf(page).getByRole("button", { name: "Back" }).click()

    await account.locator("[data-testid=wallet-button]").click()
    await view(page, "profile-wallets").waitFor()
    await audit("Connected wallets")
    await dialogOf(page).getByRole("button", { name: "Back" }).click()
    await account.waitFor()

    // The wallet moves to a chain the app does not list: UnsupportedChain opens.
    await wallet.switchChain(UNLISTED_CHAIN_ID)
    await view(page, "unsupported-chain").waitFor()
    await audit("Unsupported network")

    expect(audited.filter((label) => label !== "Switch active chain")).toEqual([
      "Connect",
      "All Wallets",
      "All Wallets, searched",
      "Connecting, waiting",
      "Connecting, refused",
      "Account",
      "Networks",
      "Connected wallets",
      "Unsupported network"
    ])
    expect(found).toEqual([])
  })

  it("finds no violation when the catalogue cannot be reached, nor on the multi-wallet info alert", async () => {
    const wallet = await installWallet()
    const page = await openQuietDemo(`?projectId=${TEST_PROJECT_ID}`)
    const { audit, found } = auditor(page)
    await page.route(/\/getWallets\b/, (route) => route.abort("connectionrefused"))

    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).waitFor()
    await dialogOf(page).locator("[data-testid=all-wallets-row]").click()
    const retry = view(page, "all-wallets").getByRole("button", { name: "Try again" })
    await retry.waitFor()
    await audit("All Wallets, catalogue unreachable")
    await dialogOf(page).getByRole("button", { name: "Back" }).click()

    await walletRow(page, wallet.name).click()
    const account = view(page, "account")
    await account.waitFor()
    await account.locator("[data-testid=wallet-button]").click()
    const alert = dialogOf(page).getByRole("alert").filter({ hasText: "Multi-wallet support is not enabled and must be enabled in the project configuration." })
    await alert.waitFor()
    await audit("Multi-wallet info alert")

    expect(found).toEqual([])
  })
})
