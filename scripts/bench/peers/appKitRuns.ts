/**
 * One visitor's journey and one phone visit on the AppKit peer, timed with the probe Doorway's
 * runs use (`pageSteps.ts`), each in a fresh browser context. Unlike Doorway's runs, the visitor
 * clicks Connect the moment it shows, and the wallet's entry the moment it is listed: AppKit keeps
 * asking its hosted API (out of reach here), so the page's network is not the signal to wait for.
 */
import type { Browser, Page } from "playwright-core"
import { DEV_WALLET_NAME } from "../../../devnet/wallet/devWalletInfo.js"
import { AT_LOAD_KEY, READING_MS, TIMEOUT_MS, at, clickAndTime, probedPage, settle, trackNetwork } from "../pageSteps.js"
import type { ProbeTarget } from "../pageProbe.js"
import { phoneVisit } from "../phoneVisit.js"
import type { PeerTimes } from "./PeerSamples.js"
import {
  ACCOUNT_BUTTON_CLICK,
  CONNECT_BUTTON,
  CONNECT_BUTTON_CLICK,
  DIALOG,
  DISCONNECT_CLICK,
  PAGE_NO_ACCOUNT,
  accountButtonText,
  pageAddress,
  shortAddress,
  walletEntry
} from "./appKitTargets.js"

/** How long after the address the balance may still come before a run counts it as never shown. */
export const BALANCE_WAIT_MS = 5_000

export interface AppKitVisit {
  readonly url: string
  /** The dev wallet's address, as `devnet.json` has it. */
  readonly address: string
  /** The balance line AppKit's account button should show (`appKitBalanceText`). */
  readonly balanceText: string
}

/** The time under `key`, or undefined if it has not come within `ms`. */
const resultWithin = async (page: Page, key: string, ms: number): Promise<number | undefined> => {
  const result = page.evaluate((name) => window.doorwayBench!.result(name), key)
  // Left unanswered when the page moves on (the reload): its rejection is no news.
  result.catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))
  try {
    return await Promise.race([result, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Open, connect the dev wallet, reload, disconnect; appends to `times`. Resolves to whether the
 * balance showed.
 */
export const appKitVisitorRun = async (browser: Browser, visit: AppKitVisit, times: PeerTimes): Promise<boolean> => {
  const context = await browser.newContext()
  const pageErrors: Array<string> = []
  try {
    const page = await probedPage(context)
    // AppKit leaves its failed requests to the hosted API unhandled: kept, shown only if the run fails.
    page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message))
    const network = trackNetwork(page)
    await page.goto(visit.url, { waitUntil: "commit" })
    await page.evaluate(() => window.doorwayDevWallet?.ready)
    const connect = page.locator(CONNECT_BUTTON_CLICK)
    await connect.waitFor({ state: "visible", timeout: TIMEOUT_MS })
    times.firstOpen.push(at(await clickAndTime(page, () => connect.click(), { open: DIALOG }), "open"))

    const entry = page.locator(walletEntry(DEV_WALLET_NAME))
    await entry.waitFor({ state: "visible", timeout: TIMEOUT_MS })
    const balance: ProbeTarget = accountButtonText(visit.balanceText)
    await page.evaluate((target) => window.doorwayBench?.afterPointerDown("balance", target), balance)
    const connected = await clickAndTime(page, () => entry.click(), {
      address: accountButtonText(shortAddress(visit.address)),
      pageAddress: pageAddress(visit.address)
    })
    times.clickToAddress.push(at(connected, "address"))
    times.clickToPageAddress.push(at(connected, "pageAddress"))
    const balanceShown = await resultWithin(page, "balance", BALANCE_WAIT_MS)
    if (balanceShown !== undefined) times.clickToBalance.push(balanceShown)

    // The wallet remembers the site: after a reload AppKit reconnects without a prompt.
    await network.quiet(READING_MS)
    await page.evaluate(({ key, targets }) => sessionStorage.setItem(key, JSON.stringify(targets)), {
      key: AT_LOAD_KEY,
      targets: { reload: pageAddress(visit.address) }
    })
    await page.reload({ waitUntil: "load" })
    times.reloadToAddress.push(await page.evaluate(() => window.doorwayBench!.result("reload")))

    // The visitor opens the account view, reads it, and disconnects.
    await network.quiet(READING_MS)
    await page.locator(ACCOUNT_BUTTON_CLICK).click()
    const disconnect = page.locator(DISCONNECT_CLICK)
    await disconnect.waitFor({ state: "visible", timeout: TIMEOUT_MS })
    await network.quiet(READING_MS)
    await settle(page)
    times.disconnectToGone.push(at(await clickAndTime(page, () => disconnect.click(), { gone: PAGE_NO_ACCOUNT }), "gone"))
    return balanceShown !== undefined
  } catch (error) {
    if (pageErrors.length > 0) console.error(`Uncaught errors in the page:\n${pageErrors.join("\n")}`)
    throw error
  } finally {
    await context.close()
  }
}

/** One visit on a throttled phone, the page without the dev wallet; appends to `times`. */
export const appKitPhoneRun = async (browser: Browser, url: string, times: PeerTimes): Promise<void> => {
  const figures = await phoneVisit(browser, url, { connect: CONNECT_BUTTON, connectClick: CONNECT_BUTTON_CLICK, dialog: DIALOG })
  times.phoneBlockingTime.push(figures.blockingTime)
  times.phoneConnectVisible.push(figures.connectVisible)
  times.phoneOpen.push(figures.open)
}
