/**
 * A visitor who does not wait: the page opened, Connect clicked the moment it shows, the wallet
 * clicked the moment it is listed, the page reloaded the moment the balance shows, then
 * Disconnect. Nothing waits for the network to go quiet, so whatever the page still loads when
 * the visitor acts is inside the figures, as it is for a person.
 *
 * Each click is Playwright's: it waits until its target is visible, stable and enabled (polled
 * every animation frame), then presses the mouse; the probe times from that trusted `pointerdown`.
 */
import type { Browser } from "playwright-core"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import type { ProbeTarget } from "./pageProbe.js"
import { AT_LOAD_KEY, CONNECT_BUTTON, at, clickAndTime, probedPage } from "./pageSteps.js"

/** Per run, in ms. */
export interface EagerSamples {
  /** Connect clicked the moment it shows → the dialog. */
  readonly eagerOpen: Array<number>
  /** The wallet clicked the moment it is listed → the Account view's address. */
  readonly eagerClickToAddress: Array<number>
  /** Same click → the Account view's balance. */
  readonly eagerClickToBalance: Array<number>
  /** Reload the moment the balance shows → the host's address, from navigation start. */
  readonly eagerReloadToAddress: Array<number>
  /** Disconnect clicked in the Account view → the host's hooks report nobody connected. */
  readonly disconnectToGone: Array<number>
}

export const emptyEagerSamples = (): EagerSamples => ({
  eagerOpen: [],
  eagerClickToAddress: [],
  eagerClickToBalance: [],
  eagerReloadToAddress: [],
  disconnectToGone: []
})

const DIALOG: ProbeTarget = { selector: '[role="dialog"] [data-view]' }

export const eagerRun = async (browser: Browser, url: string, address: string, balanceText: string, samples: EagerSamples): Promise<void> => {
  const context = await browser.newContext()
  const pageErrors: Array<string> = []
  try {
    const page = await probedPage(context)
    page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message))
    await page.goto(url, { waitUntil: "commit" })
    const connect = page.locator(CONNECT_BUTTON.selector)
    samples.eagerOpen.push(at(await clickAndTime(page, () => connect.click(), { open: DIALOG }), "open"))

    const row = page.locator('[role="dialog"] [data-testid="connector-row"]', { hasText: DEV_WALLET_NAME })
    const connected = await clickAndTime(page, () => row.click(), {
      address: { selector: `[role="dialog"] [data-testid="account-name"][data-address="${address}" i]` },
      balance: { selector: '[role="dialog"] [data-testid="account-balance"]', text: balanceText }
    })
    samples.eagerClickToAddress.push(at(connected, "address"))
    samples.eagerClickToBalance.push(at(connected, "balance"))

    const hostAddress: ProbeTarget = { selector: "[data-testid=demo-account]", text: address }
    await page.evaluate(({ key, targets }) => sessionStorage.setItem(key, JSON.stringify(targets)), { key: AT_LOAD_KEY, targets: { reload: hostAddress } })
    await page.reload({ waitUntil: "commit" })
    samples.eagerReloadToAddress.push(await page.evaluate(() => window.doorwayBench!.result("reload")))

    await page.locator(`${CONNECT_BUTTON.selector}[data-state="connected"]`).click()
    const disconnect = page.getByRole("dialog").getByRole("button", { name: "Disconnect", exact: true })
    const gone = await clickAndTime(page, () => disconnect.click(), { gone: { selector: "[data-testid=demo-account]", text: "disconnected" } })
    samples.disconnectToGone.push(at(gone, "gone"))
  } catch (error) {
    if (pageErrors.length > 0) console.error(`Uncaught errors in the page:\n${pageErrors.join("\n")}`)
    throw error
  } finally {
    await context.close()
  }
}
