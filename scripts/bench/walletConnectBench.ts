/**
 * WalletConnect as a visitor feels it, in headless Chromium against the local stack (the relay
 * stand-in on loopback) and a production build of the demo without the dev wallet's script: from
 * the first animation frame that shows the pairing's QR code to the first frame that shows the
 * account's address in the Account view.
 *
 * The wallet is the real sign client in Node (test/e2e/support/signClientWallet.ts), running
 * before the run starts, as a phone's wallet app is, and approving a proposal as soon as it
 * arrives. It gets the URI from the code the page shows: the QR drawing's modules, read by jsQR
 * (readDrawnQr.ts). That reading is inside the time, as a camera's is; a screenshot would add its
 * capture, a cost of the test rig that no phone has (the browser tests read the painted pixels).
 *
 * Both frames are timed in the page by `pageProbe.ts`, from the same trusted `pointerdown` (the
 * click on the WalletConnect button): the figure is the difference, so the click and the making of
 * the URI are not in it.
 *
 * Each run is a fresh browser context (no session stored); the wallet ends the session after it.
 */
import { chromium, type Browser, type Page } from "playwright-core"
import { mnemonicToAccount } from "viem/accounts"
import { DEV_MNEMONIC } from "../../devnet/devKeys.js"
import { stopOnSignals } from "../../devnet/shutdown.js"
import { followRequests } from "../../test/e2e/support/followRequests.js"
import { makeSignClientWallet, type SignClientWallet } from "../../test/e2e/support/signClientWallet.js"
import { startDemoStack } from "../start/startDemoStack.js"
import { installProbe, type ProbeSetup, type ProbeTarget } from "./pageProbe.js"
import { readDrawnQr } from "./readDrawnQr.js"
import { writeNoWalletPage } from "./visitorBench.js"

export interface WalletConnectBenchOptions {
  readonly runs: number
  readonly executablePath: string
  readonly chromiumArgs: ReadonlyArray<string>
  readonly onRun?: (label: string, run: number) => void
}

/** Per run, in ms. */
export interface WalletConnectSamples {
  /** First frame with the QR code → first frame with the account's address. */
  readonly qrToAddress: ReadonlyArray<number>
  /** Of that, the wallet's reading of the code: its drawing fetched from the page and read by jsQR. */
  readonly reading: ReadonlyArray<number>
}

const TIMEOUT_MS = 30_000
/** How long the network stays quiet before the visitor's click, as in visitorBench. */
const READING_MS = 300
const QR_CODE: ProbeTarget = { selector: '[role="dialog"] [role="img"][aria-label="QR code to connect your wallet"]' }
/** anvil's account 8: funded on every local chain, used by no browser test. */
const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 8 })

/** The QR code as the page draws it: its side in modules and the path of its dark modules. */
const drawnCode = (page: Page): Promise<{ readonly side: number; readonly path: string }> =>
  page.locator(QR_CODE.selector).evaluate((svg) => ({
    side: Number(svg.getAttribute("viewBox")?.split(" ")[2]),
    path: svg.querySelector("path")?.getAttribute("d") ?? ""
  }))

/** One pairing on a fresh context; appends to `samples`. */
const pairingRun = async (
  browser: Browser,
  url: string,
  wallet: SignClientWallet,
  samples: { readonly qrToAddress: Array<number>; readonly reading: Array<number> }
): Promise<void> => {
  const context = await browser.newContext()
  const pageErrors: Array<string> = []
  try {
    const page = await context.newPage()
    page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message))
    const setup: ProbeSetup = { atLoad: {}, storageKey: "doorway-bench-walletconnect", timeoutMs: TIMEOUT_MS }
    await page.addInitScript(installProbe, setup)
    const { quiet } = followRequests(page, TIMEOUT_MS)
    await page.goto(url, { waitUntil: "networkidle" })
    await page.getByRole("button", { name: "Connect", exact: true }).click()
    const walletConnect = page.getByRole("dialog").getByRole("button", { name: "WalletConnect", exact: true })
    await walletConnect.waitFor()
    await quiet(READING_MS)

    const address: ProbeTarget = { selector: `[role="dialog"] [data-testid="account-name"][data-address="${account.address}" i]` }
    await page.evaluate(
      ({ qr, address }) => {
        window.doorwayBench?.afterPointerDown("qr", qr)
        window.doorwayBench?.afterPointerDown("address", address)
      },
      { qr: QR_CODE, address }
    )
    await walletConnect.click()
    await page.evaluate(() => window.doorwayBench!.result("qr"))
    // The phone's camera: the code shown, read.
    const reading = performance.now()
    const { side, path } = await drawnCode(page)
    const uri = readDrawnQr(side, path)
    if (uri === undefined) throw new Error("The QR code shown does not read")
    samples.reading.push(performance.now() - reading)
    await wallet.pair(uri)
    const [qrMs, addressMs] = await page.evaluate(() => Promise.all([window.doorwayBench!.result("qr"), window.doorwayBench!.result("address")]))
    samples.qrToAddress.push(addressMs - qrMs)
    await wallet.disconnect()
  } catch (error) {
    if (pageErrors.length > 0) console.error(`Uncaught errors in the page:\n${pageErrors.join("\n")}`)
    throw error
  } finally {
    await context.close()
  }
}

export const benchWalletConnect = async (options: WalletConnectBenchOptions): Promise<WalletConnectSamples> => {
  const stack = await startDemoStack()
  const removeSignalHandlers = stopOnSignals(stack.stop)
  const samples = { qrToAddress: [] as Array<number>, reading: [] as Array<number> }
  let wallet: SignClientWallet | undefined
  try {
    const url = `${stack.demoUrl}${await writeNoWalletPage(stack.demoDir)}`
    wallet = await makeSignClientWallet({
      relayUrl: stack.manifest.relay.url,
      projectId: stack.manifest.projectId,
      account,
      chains: stack.manifest.evm.map((chain) => `eip155:${chain.chainId}`),
      methods: ["personal_sign"],
      name: "bench-phone"
    })
    // No request interception: it would add a round trip to every request the timing includes.
    const browser = await chromium.launch({ executablePath: options.executablePath, args: [...options.chromiumArgs] })
    try {
      // One pairing first, not counted: the wallet's socket open and its QR reader compiled, as on a phone in use.
      await pairingRun(browser, url, wallet, { qrToAddress: [], reading: [] })
      for (let run = 0; run < options.runs; run++) {
        await pairingRun(browser, url, wallet, samples)
        options.onRun?.("walletconnect", run)
      }
    } finally {
      await browser.close()
    }
  } finally {
    await wallet?.close()
    removeSignalHandlers()
    await stack.stop()
  }
  return samples
}
