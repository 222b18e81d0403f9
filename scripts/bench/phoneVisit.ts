/**
 * One visit on a throttled phone (4× CPU through the DevTools protocol, 390 px wide, no request
 * interception), the same for Doorway and a peer: the main thread's blocking time until the
 * network is idle, the Connect button visible from navigation start, and a click on it → the dialog.
 */
import type { Browser } from "playwright-core"
import type { ProbeTarget } from "./pageProbe.js"
import { at, clickAndTime, probedPage } from "./pageSteps.js"

export const PHONE_CPU_SLOWDOWN = 4
export const PHONE_VIEWPORT = { width: 390, height: 844 }

export interface PhoneTargets {
  /** The host's Connect button, as the probe sees it. */
  readonly connect: ProbeTarget
  /** What Playwright clicks to press it. */
  readonly connectClick: string
  /** The modal's first view. */
  readonly dialog: ProbeTarget
}

export interface PhoneFigures {
  readonly blockingTime: number
  readonly connectVisible: number
  readonly open: number
}

export const phoneVisit = async (browser: Browser, url: string, targets: PhoneTargets): Promise<PhoneFigures> => {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
  try {
    const page = await probedPage(context, { connect: targets.connect })
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: "networkidle" })
    const blockingTime = await page.evaluate(() => window.doorwayBench!.blockingTime())
    const connectVisible = await page.evaluate(() => window.doorwayBench!.result("connect"))
    const connect = page.locator(targets.connectClick)
    const open = at(await clickAndTime(page, () => connect.click(), { open: targets.dialog }), "open")
    return { blockingTime, connectVisible, open }
  } finally {
    await context.close()
  }
}
