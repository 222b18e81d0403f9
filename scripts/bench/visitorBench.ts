/**
 * What a visitor feels, timed in headless Chromium against the local stack (the stand-ins on
 * loopback) and a production build of the demo, whose dev wallet announces itself per EIP-6963.
 * Every time is taken inside the page by `pageProbe.ts`: from the trusted `pointerdown` of a real
 * mouse click (Playwright's, through the browser's input pipeline), or from navigation start, to
 * the first animation frame in which the element is visible with an opacity above 0.
 *
 * The eager runs (eagerRuns.ts) are a visitor who does not wait: each click the moment its target
 * shows, a reload the moment the balance shows, then Disconnect. With `peers`, the same steps are
 * timed on AppKit 1.7.16 against the same stack (peers/appKitBench.ts).
 *
 * The reading runs: each a fresh browser context (nothing cached, no connection remembered):
 * open the demo and let the network go idle; click Connect → dialog (first open); Escape, click
 * Connect again → dialog (later open); once the page's requests have settled (a visitor reads the
 * list first), click the dev wallet's row → the Account view's address, its balance and the Tokens
 * tab's first row; once the page is quiet, click the Activity tab → its first page; reload →
 * the host's address (the wallet remembers the site, the modal reconnects; the chunks the visit
 * loaded come from the browser's cache, as the demo's server lets it keep hashed chunks).
 *
 * The hovering runs: a fresh page; the pointer rests on Connect for 150 ms, as a mouse user's does
 * before pressing (the button starts loading the modal then); click → dialog (first open).
 *
 * The phone runs: 4× CPU throttling, a 390 px wide viewport, the demo without the dev wallet's
 * script: main-thread blocking time until the network is idle, the host's Connect button visible
 * from navigation start, and click Connect → dialog.
 */
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { chromium, type Browser } from "playwright-core"
import { createPublicClient, formatEther, http } from "viem"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { mainnet, polygon } from "../../core/networks/evm.js"
import { sepolia } from "../../core/networks/evmTestnets.js"
import type { VisitorSamples } from "./VisitorSamples.js"
import { stopOnSignals } from "../../devnet/shutdown.js"
import { DEV_WALLET_SCRIPT } from "../../devnet/wallet/devWalletPlugin.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import type { ProbeTarget } from "./pageProbe.js"
import { AT_LOAD_KEY, CONNECT_BUTTON, READING_MS, at, clickAndTime, probedPage, settle, trackNetwork } from "./pageSteps.js"
import { firstVisitRun, registerDevice, returningLoginRun } from "./emailLoginRuns.js"
import { sendRun, signInRun } from "./walletAnswerRuns.js"
import { eagerRun, emptyEagerSamples } from "./eagerRuns.js"
import { PHONE_CPU_SLOWDOWN, PHONE_VIEWPORT, phoneVisit } from "./phoneVisit.js"
import { benchAppKit } from "./peers/appKitBench.js"
import type { PeerSamples } from "./peers/PeerSamples.js"
import { startDemoStack, type ServedManifest } from "../start/startDemoStack.js"

export interface VisitorBenchOptions {
  readonly runs: number
  readonly phoneRuns: number
  readonly executablePath: string
  readonly chromiumArgs: ReadonlyArray<string>
  /** Called after each run, e.g. to show progress. */
  readonly onRun?: (label: string, run: number) => void
  /** The kinds of run to make (all unless told), e.g. `eager` and `phone` while working on them. */
  readonly only?: ReadonlySet<RunKind>
  /** Also time the same steps on AppKit 1.7.16 (`bench/peers/appkit`, installed on first use), against the same stack. */
  readonly peers?: boolean
}

export interface VisitorBenchResult {
  readonly samples: VisitorSamples
  readonly appKit?: PeerSamples
}

export type RunKind = "eager" | "visitor" | "hovering" | "sign-in" | "email" | "send" | "phone"


export { PHONE_CPU_SLOWDOWN, PHONE_VIEWPORT }
/** The demo's page without the dev wallet's script, written beside `index.html`. */
const NO_WALLET_PAGE = "no-wallet.html"

/** The modal's dialog showing a view. */
export const DIALOG: ProbeTarget = { selector: '[role="dialog"] [data-view]' }

/** The networks the demo offers on EVM chains, so the line is built as the modal builds it. */
const DEMO_EVM_NETWORKS = [mainnet, polygon, sepolia]

/**
 * The balance line the Account view should show once connected, read from the node: the wallet
 * starts on the first chain of `devnet.json`, and the modal follows the wallet's chain.
 */
export const expectedBalanceText = async (manifest: ServedManifest): Promise<string> => {
  const chain = manifest.evm[0]
  if (chain === undefined) throw new Error("devnet.json lists no EVM chain")
  const network = DEMO_EVM_NETWORKS.find((candidate) => Number(candidate.id) === chain.chainId)
  if (network === undefined) throw new Error(`The demo has no network for chain ${chain.chainId}`)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const balance = await client.getBalance({ address: manifest.devWallet.address as `0x${string}` })
  return accountBalanceText(formatEther(balance), undefined, network)
}

/** Writes the demo's page without the dev wallet's `<script>` beside it; resolves to its file name. */
export const writeNoWalletPage = async (demoDir: string): Promise<string> => {
  const html = await readFile(join(demoDir, "index.html"), "utf8")
  const tag = new RegExp(`<script[^>]*src="[^"]*${DEV_WALLET_SCRIPT.replace(".", "\\.")}"[^>]*></script>\\s*`)
  if (!tag.test(html)) throw new Error(`The demo's index.html has no ${DEV_WALLET_SCRIPT} script to leave out`)
  await writeFile(join(demoDir, NO_WALLET_PAGE), html.replace(tag, ""))
  return NO_WALLET_PAGE
}

/** One visitor's journey on the demo with the dev wallet; appends to `samples`. */
export const visitorRun = async (browser: Browser, url: string, address: string, balanceText: string, samples: Record<keyof VisitorSamples, Array<number>>) => {
  const context = await browser.newContext()
  const pageErrors: Array<string> = []
  try {
    const page = await probedPage(context)
    page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message))
    const network = trackNetwork(page)
    await page.goto(url, { waitUntil: "networkidle" })
    await page.evaluate(() => window.doorwayDevWallet?.ready)
    const connect = page.locator(CONNECT_BUTTON.selector)

    samples.firstOpen.push(at(await clickAndTime(page, () => connect.click(), { open: DIALOG }), "open"))
    // The time ends at the first frame that shows the dialog; its key handler may come a task later.
    await settle(page)
    await page.keyboard.press("Escape")
    await page.locator('[role="dialog"]').waitFor({ state: "detached" })
    samples.laterOpen.push(at(await clickAndTime(page, () => connect.click(), { open: DIALOG }), "open"))

    // The visitor reads the list first: what it loads meanwhile (the wallet list's warm-up) is in.
    await network.quiet(READING_MS)
    await settle(page)
    const row = page.locator('[role="dialog"] [data-testid="connector-row"]', { hasText: DEV_WALLET_NAME })
    const connected = await clickAndTime(page, () => row.click(), {
      address: { selector: `[role="dialog"] [data-testid="account-name"][data-address="${address}" i]` },
      balance: { selector: '[role="dialog"] [data-testid="account-balance"]', text: balanceText },
      tokens: { selector: '[role="dialog"] [data-testid="token-row"]' }
    })
    samples.clickToAddress.push(at(connected, "address"))
    samples.clickToBalance.push(at(connected, "balance"))
    samples.accountToTokens.push(at(connected, "tokens") - at(connected, "address"))

    // The visitor looks at the tokens, then opens Activity.
    await network.quiet(READING_MS)
    await settle(page)
    const activityTab = page.locator('[role="dialog"] [role="tab"]', { hasText: "Activity" })
    const activity = await clickAndTime(page, () => activityTab.click(), {
      page: { selector: '[role="dialog"] [data-testid="activity-row"], [role="dialog"] [data-testid="activity-empty"]' }
    })
    samples.activityFirstPage.push(at(activity, "page"))

    // The wallet remembers the site: after a reload the modal reconnects without a prompt.
    const hostAddress: ProbeTarget = { selector: "[data-testid=demo-account]", text: address }
    await page.evaluate(({ key, targets }) => sessionStorage.setItem(key, JSON.stringify(targets)), {
      key: AT_LOAD_KEY,
      targets: { reload: hostAddress }
    })
    await page.reload({ waitUntil: "load" })
    samples.reloadToAddress.push(await page.evaluate(() => window.doorwayBench!.result("reload")))
  } catch (error) {
    if (pageErrors.length > 0) console.error(`Uncaught errors in the page:\n${pageErrors.join("\n")}`)
    throw error
  } finally {
    await context.close()
  }
}


/** How long the pointer rests on Connect before the click of a hovering run. */
export const HOVER_MS = 150

/** A fresh visit whose pointer rests on Connect before the click; appends the first open to `samples`. */
export const hoveringRun = async (browser: Browser, url: string, samples: Record<keyof VisitorSamples, Array<number>>) => {
  const context = await browser.newContext()
  try {
    const page = await probedPage(context)
    await page.goto(url, { waitUntil: "networkidle" })
    await page.evaluate(() => window.doorwayDevWallet?.ready)
    const connect = page.locator(CONNECT_BUTTON.selector)
    await connect.hover()
    await page.waitForTimeout(HOVER_MS)
    samples.hoveredFirstOpen.push(at(await clickAndTime(page, () => connect.click(), { open: DIALOG }), "open"))
  } finally {
    await context.close()
  }
}

/** One visit on a throttled phone, demo without the dev wallet; appends to `samples`. */
export const phoneRun = async (browser: Browser, url: string, samples: Record<keyof VisitorSamples, Array<number>>) => {
  const figures = await phoneVisit(browser, url, { connect: CONNECT_BUTTON, connectClick: CONNECT_BUTTON.selector, dialog: DIALOG })
  samples.phoneBlockingTime.push(figures.blockingTime)
  samples.phoneConnectVisible.push(figures.connectVisible)
  samples.phoneOpen.push(figures.open)
}

export const benchVisitor = async (options: VisitorBenchOptions): Promise<VisitorBenchResult> => {
  const stack = await startDemoStack()
  // Ctrl-C during the runs still stops the nodes and the server.
  const removeSignalHandlers = stopOnSignals(stack.stop)
  const samples: Record<keyof VisitorSamples, Array<number>> = {
    ...emptyEagerSamples(),
    firstOpen: [],
    laterOpen: [],
    hoveredFirstOpen: [],
    clickToAddress: [],
    clickToBalance: [],
    accountToTokens: [],
    activityFirstPage: [],
    reloadToAddress: [],
    clickToSignIn: [],
    signatureToClosed: [],
    sentToBalance: [],
    emailToCode: [],
    codeToBalance: [],
    firstVisitEmailToNextStep: [],
    phoneBlockingTime: [],
    phoneConnectVisible: [],
    phoneOpen: []
  }
  let appKit: PeerSamples | undefined
  try {
    const balanceText = await expectedBalanceText(stack.manifest)
    const address = stack.manifest.devWallet.address
    const phonePage = `${stack.demoUrl}${await writeNoWalletPage(stack.demoDir)}`
    // No request interception: it would add a round trip to every request the timing includes.
    // The demo only talks to the loopback server and the stand-ins of devnet.json.
    const browser = await chromium.launch({ executablePath: options.executablePath, args: [...options.chromiumArgs] })
    const makes = (kind: RunKind) => options.only === undefined || options.only.has(kind)
    const repeat = async (kind: RunKind, count: number, run: (index: number) => Promise<void>) => {
      if (!makes(kind)) return
      for (let index = 0; index < count; index++) {
        await run(index)
        options.onRun?.(kind, index)
      }
    }
    try {
      await repeat("eager", options.runs, () => eagerRun(browser, stack.demoUrl, address, balanceText, samples))
      // The peer in the same run, on the same stack, before any send moves the balance both expect.
      if (options.peers === true) {
        appKit = await benchAppKit({ ...options, manifest: stack.manifest, ...(options.onRun === undefined ? {} : { onRun: options.onRun }) })
      }
      await repeat("visitor", options.runs, () => visitorRun(browser, stack.demoUrl, address, balanceText, samples))
      await repeat("hovering", options.runs, () => hoveringRun(browser, stack.demoUrl, samples))
      await repeat("sign-in", options.runs, () => signInRun(browser, stack.demoUrl, samples))
      // One person logs in by email again and again on the device approved first.
      if (makes("email")) {
        const mailboxUrl = stack.manifest.secureSite.mailboxUrl
        const email = `bench-${Date.now()}@example.com`
        const device = await browser.newContext()
        try {
          await registerDevice(device, stack.demoUrl, mailboxUrl, email)
          await repeat("email", options.runs, async (run) => {
            await returningLoginRun(device, stack.demoUrl, mailboxUrl, email, samples)
            await firstVisitRun(browser, stack.demoUrl, samples, run)
          })
        } finally {
          await device.close()
        }
      }
      // Last of the visitor runs: each send moves the balance the runs above expect.
      await repeat("send", options.runs, () => sendRun(browser, stack.demoUrl, samples))
      await repeat("phone", options.phoneRuns, () => phoneRun(browser, phonePage, samples))
    } finally {
      await browser.close()
    }
  } finally {
    removeSignalHandlers()
    await stack.stop()
  }
  return appKit === undefined ? { samples } : { samples, appKit }
}
