/**
 * WalletConnect on the demo without a phone: the catalogue lists the demo's own wallet page as a
 * web wallet (Doorway Local Wallet), and the pairing view offers "Open the web app" beside its QR
 * code. In Chromium against the local stack, driven as a person would (roles, names, visible text):
 * Connect → Doorway Local Wallet shows the QR code; Open the web app opens the wallet page in a
 * second tab with the demo's proposal; Approve there; the demo's tab shows the wallet page's
 * account; "Sign the message" makes the SDK open the wallet's link for the request in a new tab,
 * which points to the wallet's open tab and closes; the request waits in the wallet tab, Approve;
 * the demo shows the signature, which viem verifies for that account. Nothing leaves loopback
 * (support/browser.ts fails a test whose page tried).
 */
import type { Page } from "playwright-core"
import { verifyMessage, type Hex } from "viem"
import { beforeAll, describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { DEMO_MESSAGE } from "../../demo/demoMessage.js"
import { LOCAL_WALLET_NAME } from "../../devnet/catalogue/generateWallets.js"
import { writeNoWalletPage } from "../../scripts/bench/visitorBench.js"
import { axeViolations } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()
/** The demo's name in its WalletConnect metadata, as the wallet page shows it. */
const DAPP = "Doorway demo"

let noWalletPage = ""
beforeAll(async () => {
  noWalletPage = await writeNoWalletPage(stack.demoDir)
})

/** The next tab the demo's tab opens, once its page has loaded. */
const nextTab = async (page: Page): Promise<Page> => {
  const tab = await page.context().waitForEvent("page")
  await tab.waitForLoadState("domcontentloaded")
  return tab
}

describe("the demo's local WalletConnect wallet, offered beside the QR code", () => {
  it("opens in a second tab from the pairing view, approves the demo there and signs its message", async () => {
    const address = stack.devnet.walletPage.address as Hex
    // The demo without the dev wallet's extension: a visitor with no browser wallet.
    const page = await browser.newPage()
    await page.goto(`${stack.demoUrl}${noWalletPage}`)
    await page.getByRole("button", { name: "Connect", exact: true }).click()
    const dialog = page.getByRole("dialog")

    // The catalogue lists the wallet page in Connect's list; its row opens the pairing view.
    await dialog.getByRole("button", { name: LOCAL_WALLET_NAME }).click()
    await dialog.getByRole("img", { name: `QR code to connect ${LOCAL_WALLET_NAME}` }).waitFor()
    const walletTab = nextTab(page)
    await dialog.getByRole("button", { name: "Open the web app" }).click()
    const wallet = await walletTab
    // The catalogue's web app link in its universal form (<page>/wc?uri=…), answered by the page.
    expect(new URL(wallet.url()).pathname).toBe("/wallet/")

    const proposal = wallet.getByRole("region", { name: `Session proposal from ${DAPP}` })
    await proposal.getByRole("button", { name: "Approve" }).click()
    await wallet.getByRole("button", { name: `Disconnect ${DAPP}` }).waitFor()

    // The demo's tab: the Account view with the wallet page's account, and the host's hooks.
    await dialog.getByText(truncateAddress(address), { exact: true }).waitFor({ timeout: 10_000 })
    await page.getByText(address, { exact: true }).waitFor()
    expect(await page.textContent("[data-testid=demo-account]")).toBe(address)

    // The host asks for a signature. The SDK opens the wallet's link for the request in a new
    // tab (so the demo kept its deep-link choice while the wallet page started on the same
    // origin), which sends the person to the wallet's open tab rather than starting a second wallet.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    const requestTab = nextTab(page)
    await page.getByRole("button", { name: "Sign the message" }).click()
    const pointer = await requestTab
    await pointer.getByRole("heading", { name: "The wallet is open in another tab" }).waitFor()
    expect(await axeViolations(pointer, "page")).toEqual([])
    // The button closes its own tab, which may end Playwright's click before it returns.
    const closed = pointer.waitForEvent("close")
    await pointer
      .getByRole("button", { name: "Close this tab" })
      .click()
      .catch((error: unknown) => {
        if (!pointer.isClosed()) throw error
      })
    await closed

    const request = wallet.getByRole("region", { name: `personal_sign from ${DAPP}` })
    await request.getByText(DEMO_MESSAGE).waitFor()
    await request.getByRole("button", { name: "Approve" }).click()

    const signature = page.getByRole("status", { name: "Signature", exact: true })
    await expect.poll(() => signature.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature: (await signature.textContent()) as Hex })).toBe(true)
  })
})
