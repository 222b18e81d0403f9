/**
 * The ready-made buttons in Chromium against the local stack: the demo's header (ConnectButton
 * and NetworkButton, React) and the demo's HTML elements page (AppKit's three tags). They open
 * the modal (its chunk, and the view's, loading from the moment the pointer comes over them), follow the connection (busy while it is made or restored, then the account), switch
 * networks, and leave the pages without an axe violation in either theme.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, hostNetwork, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const SHORT_ADDRESS = `${DEV_WALLET_ADDRESS.slice(0, 4)}\u2026${DEV_WALLET_ADDRESS.slice(-6)}`
const BALANCE = /^\d{1,3}(,\d{3})*\.\d{2} ETH$/

/** Records every `data-state` the page's first Connect button goes through, from the page's start. */
const recordConnectStates = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const states: Array<string> = []
    Object.assign(window, { connectStates: states })
    const record = () => {
      const state = document.querySelector("[data-testid=connect]")?.getAttribute("data-state")
      if (state !== null && state !== undefined && states.at(-1) !== state) states.push(state)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] })
  })
}

const connectStates = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => (window as unknown as { connectStates: ReadonlyArray<string> }).connectStates)

/** Whether the page has requested the build's chunk named `name` (`assets/<name>-<hash>.js`). */
const chunkRequested = (page: Page, name: string): Promise<boolean> =>
  page.evaluate(
    (chunk) => performance.getEntriesByType("resource").some((entry) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(new URL(entry.name).pathname)),
    name
  )

/** Whether the image inside the element at `selector` has loaded. */
const imageLoaded = (page: Page, selector: string): Promise<boolean> =>
  page.locator(`${selector} img`).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)

describe("the demo's header buttons", () => {
  it("start as Connect and the active network with its icon, on a page axe finds nothing in, in light and dark", async () => {
    const page = await openDemo(browser, stack)
    const connect = page.locator("[data-testid=connect]")
    expect(await connect.textContent()).toBe("Connect")
    expect(await connect.getAttribute("data-state")).toBe("disconnected")
    const network = page.locator("header [data-testid=network]")
    expect(await network.textContent()).toBe("Network: Ethereum")
    const icon = new URL((await network.locator("img").getAttribute("src")) ?? "")
    expect(icon.origin).toBe(new URL(stack.devnet.catalogue.url).origin)
    await expect.poll(() => imageLoaded(page, "header [data-testid=network]")).toBe(true)
    expect(await violationsInBothThemes(page, "demo page", "page")).toEqual([])
  })

  it("Connect is busy while the modal is open, then shows the account; the network button switches networks", async () => {
    const page = await openDemo(browser, stack)
    const connect = page.locator("[data-testid=connect]")
    await connect.click()
    await dialogOf(page).waitFor()
    expect(await connect.getAttribute("aria-busy")).toBe("true")
    expect(await connect.textContent()).toBe("Connecting\u2026")
    await walletRow(page, DEV_WALLET_NAME).click()
    await dialogOf(page).locator("[data-testid=account]").waitFor()
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" })

    await expect.poll(() => connect.getAttribute("data-state")).toBe("connected")
    expect(await connect.getAttribute("aria-busy")).toBe(null)
    expect(await connect.locator("[data-testid=button-account]").textContent()).toBe(SHORT_ADDRESS)
    await expect.poll(() => connect.locator("[data-testid=button-balance]").textContent()).toMatch(BALANCE)
    expect(await hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    expect(await violationsInBothThemes(page, "demo page, connected", "page")).toEqual([])

    // The network button opens the list of networks; choosing one switches, and the button follows.
    await page.click("header [data-testid=network]")
    await dialogOf(page).locator("[data-testid=network-row]", { hasText: "Polygon" }).click()
    await expect.poll(() => hostNetwork(page)).toBe("Polygon")
    await expect.poll(() => page.locator("header [data-testid=network]").textContent()).toBe("Network: Polygon")
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" }).catch(() => undefined)

    // Connected, the button opens the Account view.
    await connect.click()
    await dialogOf(page).locator("[data-testid=account]").waitFor()
    await dialogOf(page).locator("[data-testid=disconnect]").click()
    await dialogOf(page).waitFor({ state: "detached" })
    await expect.poll(() => connect.textContent()).toBe("Connect")
  })

  it("starts loading the modal when the pointer comes over Connect, before the click", async () => {
    const page = await openDemo(browser, stack)
    // The runtime runs once the page has settled: an intent before that starts nothing.
    await page.waitForLoadState("networkidle")
    expect(await chunkRequested(page, "ModalParts")).toBe(false)
    await page.locator("[data-testid=connect]").hover()
    await expect.poll(() => chunkRequested(page, "ModalParts")).toBe(true)
    expect(await dialogOf(page).count()).toBe(0)
    await page.locator("[data-testid=connect]").click()
    await dialogOf(page).locator("[data-testid=wallet-list]").waitFor()
  })

  it("shows a remembered account busy while it is restored after a reload, then connected", async () => {
    const page = await openDemo(browser, stack)
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).click()
    // The connection is stored once the balance shows.
    await dialogOf(page).locator("[data-testid=account-balance]").waitFor()
    await recordConnectStates(page)
    await page.reload()
    await page.locator("[data-testid=connect][data-state=connected]").waitFor()
    const states = await connectStates(page)
    expect(states.at(-1)).toBe("connected")
    expect(states).toContain("restoring")
    expect(states).not.toContain("disconnected")
    expect(states.indexOf("restoring")).toBeLessThan(states.indexOf("connected"))
    // Over the connected button, the pointer loads the Account view's chunk (the click opens it).
    await page.waitForLoadState("networkidle")
    expect(await chunkRequested(page, "AccountView")).toBe(false)
    await page.locator("[data-testid=connect]").hover()
    await expect.poll(() => chunkRequested(page, "AccountView")).toBe(true)
    expect(await dialogOf(page).count()).toBe(0)
  })
})

describe("the HTML elements page", () => {
  const openElements = async (): Promise<Page> => {
    const page = await browser.newPage()
    await page.goto(new URL("elements.html", stack.demoUrl).href)
    await page.locator("header appkit-button [data-testid=connect]").waitFor()
    await page.evaluate(() => window.doorwayDevWallet?.ready)
    return page
  }

  it("renders the three tags from their attributes, opens the modal, follows the connection, with no axe violation", async () => {
    const page = await openElements()
    expect(await page.evaluate(() => ["appkit-button", "appkit-network-button", "appkit-account-button"].map((tag) => customElements.get(tag) !== undefined))).toEqual([
      true,
      true,
      true
    ])
    const header = page.locator("header appkit-button [data-testid=connect]")
    const card = page.locator("[data-testid=element-connect] [data-testid=connect]")
    expect(await header.textContent()).toBe("Connect")
    expect(await card.textContent()).toBe("Sign in")
    expect(await card.getAttribute("data-size")).toBe("sm")
    expect(await page.locator("[data-testid=element-network] [data-testid=network]").textContent()).toBe("Network: Ethereum")
    expect(await page.locator("[data-testid=element-account] button").count()).toBe(0)
    expect(await violationsInBothThemes(page, "elements page", "page")).toEqual([])

    await header.click()
    await walletRow(page, DEV_WALLET_NAME).click()
    await dialogOf(page).locator("[data-testid=account]").waitFor()
    await page.keyboard.press("Escape")
    await expect.poll(() => header.getAttribute("data-state")).toBe("connected")
    expect(await header.locator("[data-testid=button-account]").textContent()).toBe(SHORT_ADDRESS)
    // balance="hide" on the card's button; the account button shows it.
    expect(await card.locator("[data-testid=button-account]").textContent()).toBe(SHORT_ADDRESS)
    expect(await card.locator("[data-testid=button-balance]").count()).toBe(0)
    const account = page.locator("[data-testid=element-account] [data-testid=account-button]")
    await expect.poll(() => account.locator("[data-testid=button-balance]").textContent()).toMatch(BALANCE)
    expect(await violationsInBothThemes(page, "elements page, connected", "page")).toEqual([])

    // An attribute set later reaches the button.
    await page.evaluate(() => document.querySelector("[data-testid=element-connect]")?.setAttribute("balance", "show"))
    await expect.poll(() => card.locator("[data-testid=button-balance]").textContent()).toMatch(BALANCE)
  })
})
