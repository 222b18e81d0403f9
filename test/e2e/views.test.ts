/**
 * Every view a visitor can reach in the demo, in Chromium: nothing is a placeholder or a guess
 * (no text says a feature is not available, comes later or will show here, and every view shows
 * its own content: no empty body, no chunk still loading), and axe-core finds no accessibility
 * violation in the light or the dark theme. Reached the way a visitor reaches them, with a wallet
 * written in the tests (support/testWallet.ts) whose prompts can be left open, refused or
 * approved, and which knows one chain the app does not. Then the same with the hosted services
 * failing: the wallet lists say they could not load and recover on Try again, and a balance that
 * cannot be read shows no number but the 'Token Balance Unavailable' toast. Last, the info alert
 * of a project without multi-wallet.
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

const PLACEHOLDER_TEXT = /not available|later version|coming soon|will show here/i

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

const view = (page: Page, testId: string) => dialogOf(page).locator(`[data-testid=${testId}]`)
const back = (page: Page) => dialogOf(page).getByRole("button", { name: "Back" }).click()

/** What the dialog shows of its current view. */
interface Shown {
  readonly title: string
  readonly text: string
  /** Elements of the view with a size on screen. */
  readonly visible: number
  readonly views: number
  readonly loading: number
  readonly emptySections: number
}

const shown = (page: Page): Promise<Shown> =>
  dialogOf(page).evaluate((dialog) => {
    const views = dialog.querySelectorAll(".doorway-view")
    const current = views[0]
    const hasSize = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    return {
      title: dialog.querySelector("h2")?.textContent ?? "",
      text: (dialog as HTMLElement).innerText,
      visible: current === undefined ? 0 : [...current.querySelectorAll("*")].filter(hasSize).length,
      views: views.length,
      loading: dialog.querySelectorAll(".doorway-loading").length,
      emptySections: [...dialog.querySelectorAll("[data-connect-method]")].filter((section) => !hasSize(section)).length
    }
  })

/** The demo, with animations settled at once so axe reads the colours a visitor ends up seeing. */
const openQuietDemo = async (query = ""): Promise<Page> => {
  const page = await openDemo(browser, stack, query)
  await page.emulateMedia({ reducedMotion: "reduce" })
  return page
}

/**
 * Checks the view on screen: its own content, nothing loading, no placeholder words, and no axe
 * violation in either theme. Answers the view's title, for the list of views walked.
 */
const checkView = async (page: Page, label: string): Promise<string> => {
  await expect.poll(async () => (await shown(page)).loading, { message: `${label}: a chunk still loading` }).toBe(0)
  const now = await shown(page)
  expect(now.views, `${label}: one view in the dialog`).toBe(1)
  expect(now.visible, `${label}: the view shows something`).toBeGreaterThan(0)
  expect(now.emptySections, `${label}: an empty Connect section`).toBe(0)
  expect(now.text.match(PLACEHOLDER_TEXT)?.[0], `${label}: placeholder text`).toBeUndefined()
  expect(await violationsInBothThemes(page, label)).toEqual([])
  return `${now.title}: ${label}`
}

describe("every view (Chromium, the demo)", () => {
  it("walks every view a visitor can reach: no placeholder, and no axe violation in light or dark", async () => {
    const wallet = await installWallet()
    const page = await openQuietDemo()
    const walked: Array<string> = []

    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).waitFor()
    await dialogOf(page).locator("[data-testid=catalogue-row]").first().waitFor()
    walked.push(await checkView(page, "Connect"))

    await dialogOf(page).locator("[data-testid=all-wallets-row]").click()
    const allWallets = view(page, "all-wallets")
    await allWallets.locator("[data-testid=wallet-row]").first().waitFor()
    walked.push(await checkView(page, "All Wallets"))
    const search = allWallets.getByLabel("Search wallet")
    await search.fill("vault")
    await allWallets.getByRole("list", { name: "Search results" }).waitFor()
    walked.push(await checkView(page, "All Wallets, searched"))
    await search.fill("no such wallet at all")
    await allWallets.getByText("No wallet found").waitFor()
    walked.push(await checkView(page, "All Wallets, nothing found"))
    await search.fill("")
    await allWallets.getByRole("list", { name: "All wallets" }).waitFor()

    // A catalogue wallet that is not installed here: its QR code, over the local relay.
    await allWallets.locator("[data-testid=wallet-row]", { hasNotText: "Installed" }).first().click()
    await view(page, "walletconnect").locator("svg[role=img]").waitFor()
    walked.push(await checkView(page, "a wallet's QR code"))
    await back(page)
    await back(page)

    // The WalletConnect row: the QR code any wallet scans.
    await dialogOf(page).getByRole("button", { name: "WalletConnect", exact: true }).click()
    await dialogOf(page).getByRole("img", { name: "QR code to connect your wallet" }).waitFor()
    walked.push(await checkView(page, "any wallet's QR code"))
    await back(page)

    // The wallet's prompt stays open: the connecting view waits; then the visitor refuses it.
    wallet.setPolicy("wait")
    await walletRow(page, wallet.name).click()
    const connecting = view(page, "connecting-external")
    await connecting.waitFor()
    walked.push(await checkView(page, "connecting, waiting"))
    wallet.setPolicy("reject")
    await expect.poll(() => connecting.getAttribute("data-status")).toBe("Failed")
    walked.push(await checkView(page, "connecting, refused"))

    wallet.setPolicy("approve")
    await connecting.getByRole("button", { name: "Try again" }).click()
    const account = view(page, "account")
    await account.waitFor()
    await expect.poll(() => hostAccount(page)).toBe(wallet.address)
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toMatch(/\d/)
    walked.push(await checkView(page, "Account"))

    await account.locator("[data-testid=network-button]").click()
    await dialogOf(page).locator("[data-testid=network-row]").first().waitFor()
    walked.push(await checkView(page, "networks"))
    // Connected on Ethereum: that row, and only that one, says Connected.
    const connectedRows = dialogOf(page).locator("[data-testid=network-row]", { hasText: "Connected" })
    expect(await connectedRows.count()).toBe(1)
    expect(await connectedRows.first().textContent()).toContain("Ethereum")
    await dialogOf(page).locator("[data-testid=network-row]", { hasText: "Solana" }).click()
    await view(page, "switch-active-chain").waitFor()
    walked.push(await checkView(page, "another chain family"))
    await back(page)
    await back(page)

    await account.locator("[data-testid=wallet-button]").click()
    await view(page, "profile-wallets").waitFor()
    walked.push(await checkView(page, "connected wallets"))
    await back(page)
    await account.waitFor()

    // The wallet moves to a chain the app does not list: UnsupportedChain opens.
    await wallet.switchChain(UNLISTED_CHAIN_ID)
    await view(page, "unsupported-chain").waitFor()
    walked.push(await checkView(page, "unsupported network"))

    expect(walked).toEqual([
      "Connect Wallet: Connect",
      "All Wallets: All Wallets",
      "All Wallets: All Wallets, searched",
      "All Wallets: All Wallets, nothing found",
      "WalletConnect: a wallet's QR code",
      "WalletConnect: any wallet's QR code",
      "Connecting: connecting, waiting",
      "Connecting: connecting, refused",
      "Account: Account",
      "Choose Network: networks",
      "Switch Network: another chain family",
      "Connected Wallets: connected wallets",
      "Unsupported Network: unsupported network"
    ])
  })

  it("says what could not load and offers Try again; a balance that cannot be read shows no number but the toast", async () => {
    const wallet = await installWallet()
    const page = await openQuietDemo()
    await page.route(/\/getWallets\b/, (route) => route.abort("connectionrefused"))

    // Connect: the installed wallet is there; the catalogue's list says it could not load.
    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).waitFor()
    const listFailed = view(page, "wallet-lists-failed")
    await listFailed.waitFor()
    expect(await listFailed.textContent()).toBe("The wallet list could not load.Try again")
    await checkView(page, "Connect, catalogue unreachable")

    // All Wallets: not "No wallets available" but could not load, with Try again that recovers.
    await dialogOf(page).locator("[data-testid=all-wallets-row]").click()
    const allWallets = view(page, "all-wallets")
    const retry = allWallets.getByRole("button", { name: "Try again" })
    await retry.waitFor()
    expect(await allWallets.getByRole("alert").textContent()).toBe("The wallets could not load")
    expect(await allWallets.textContent()).not.toContain("No wallets available")
    await checkView(page, "All Wallets, catalogue unreachable")
    await page.unroute(/\/getWallets\b/)
    await retry.click()
    await allWallets.locator("[data-testid=wallet-row]").first().waitFor()
    expect(await allWallets.getByRole("alert").count()).toBe(0)
    // That retry asked for Connect's lists too: back there, they are in.
    await back(page)
    await dialogOf(page).locator("[data-testid=catalogue-row]").first().waitFor()
    expect(await listFailed.count()).toBe(0)

    // The chain's node refuses the balance read: no number, and the spec's toast.
    await page.route("**/*", (route) =>
      route.request().postData()?.includes("eth_getBalance") === true ? route.abort("connectionrefused") : route.fallback()
    )
    await walletRow(page, wallet.name).click()
    const account = view(page, "account")
    await account.waitFor()
    await dialogOf(page).getByText("Token Balance Unavailable").waitFor()
    expect(await account.locator("[data-testid=account-balance]").count()).toBe(0)
    expect(await account.locator("[data-testid=account-balance-loading]").count()).toBe(0)
    expect(await account.textContent()).not.toMatch(/\d\.\d\d\s*ETH/)
    await checkView(page, "Account, balance unavailable")
  })

  it("shows the multi-wallet info alert of a project without multi-wallet, with no axe violation", async () => {
    const wallet = await installWallet()
    const page = await openQuietDemo(`?projectId=${TEST_PROJECT_ID}`)
    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).click()
    const account = view(page, "account")
    await account.waitFor()
    await account.locator("[data-testid=wallet-button]").click()
    await dialogOf(page)
      .getByRole("alert")
      .filter({ hasText: "Multi-wallet support is not enabled and must be enabled in the project configuration." })
      .waitFor()
    expect(await checkView(page, "multi-wallet info alert")).toBe("Connected Wallets: multi-wallet info alert")
  })
})
