/**
 * WalletConnect as a visitor feels it, in headless Chromium against the local stack (the relay
 * stand-in on loopback) and a production build of the demo without the dev wallet's script: from
 * the first animation frame that shows the pairing's QR code to the first frame that shows the
 * account's address in the Account view.
 *
 * The wallet is the real sign client in a Node process of its own (phoneWallet.ts), as a phone is
 * a device of its own, running before the run starts, as a phone's wallet app is, and approving
 * a proposal as soon as it arrives. It gets the URI from the code the page shows: in the frame the
 * probe first sees the code, the page hands the QR drawing's modules over (a Playwright binding,
 * so the hand-over does not queue behind the page's own work) to the phone, where jsQR reads them
 * (readDrawnQr.ts). That reading is inside the time, as a camera's is; a screenshot would add its
 * capture, a cost of the test rig that no phone has (the browser tests read the painted pixels).
 *
 * Both frames are timed in the page by `pageProbe.ts`, from the same trusted `pointerdown` (the
 * click on the WalletConnect button, made the moment the button is listed): the QR's own time is
 * the click → QR figure; the difference is the pairing's, so the click and the making of the URI
 * are not in it. Then the page is reloaded the moment the address shows: the host's address,
 * timed from navigation start, is the reload with a WalletConnect session.
 *
 * Each run is a fresh browser context (no session stored); the wallet ends the session after it.
 */
import { chromium, type Browser } from "playwright-core"
import { fork, type ChildProcess } from "node:child_process"
import { stopOnSignals } from "../../devnet/shutdown.js"
import { startDemoStack } from "../start/startDemoStack.js"
import { installProbe, type ProbeSetup, type ProbeTarget } from "./pageProbe.js"
import { PHONE_ACCOUNT, type DrawnCode, type PhoneAnswer, type PhoneCommand } from "./phoneWallet.js"
import { writeNoWalletPage } from "./visitorBench.js"

export interface WalletConnectBenchOptions {
  readonly runs: number
  readonly executablePath: string
  readonly chromiumArgs: ReadonlyArray<string>
  readonly onRun?: (label: string, run: number) => void
}

/** Per run, in ms. */
export interface WalletConnectSamples {
  /** The click on the WalletConnect entry → first frame with the QR code. */
  readonly clickToQr: ReadonlyArray<number>
  /** Reload with the session → the host's address, from navigation start. */
  readonly reloadToAddress: ReadonlyArray<number>
  /** First frame with the QR code → first frame with the account's address. */
  readonly qrToAddress: ReadonlyArray<number>
  /** Of that, the wallet's reading of the code by jsQR (after the page handed it its drawing). */
  readonly reading: ReadonlyArray<number>
}

const TIMEOUT_MS = 30_000
/** Where the probe reads the targets of a reload (see `ProbeSetup.storageKey`). */
const AT_LOAD_KEY = "doorway-bench-walletconnect"
const QR_CODE: ProbeTarget = { selector: '[role="dialog"] [role="img"][aria-label="QR code to connect your wallet"]' }
const account = PHONE_ACCOUNT

/** The page's binding that hands the drawn code to the wallet's camera. */
const CAMERA = "doorwayBenchCamera"

declare global {
  interface Window {
    /** The drawn code as JSON: a string crosses the binding without Playwright's slow walk over an object. */
    doorwayBenchCamera?: (code: string) => Promise<void>
  }
}

/** The phone process: `ask` sends a command and resolves with its answer (one at a time). */
interface Phone {
  readonly ask: (command: PhoneCommand) => Promise<PhoneAnswer>
  readonly close: () => Promise<void>
}

const startPhone = async (): Promise<Phone> => {
  const child: ChildProcess = fork(new URL("phoneWallet.mjs", import.meta.url), { stdio: "inherit" })
  const waiting: Array<(answer: PhoneAnswer) => void> = []
  const next = () => new Promise<PhoneAnswer>((resolve) => waiting.push(resolve))
  child.on("message", (answer: PhoneAnswer) => {
    if (typeof answer === "object" && "failed" in answer) console.error(`The bench's phone failed: ${answer.failed}`)
    waiting.shift()?.(answer)
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  if ((await next()) !== "loaded") throw new Error("The bench's phone did not start")
  const tell = (command: PhoneCommand) => void child.send(command)
  return {
    ask: (command) => {
      const answer = next()
      tell(command)
      return answer
    },
    close: async () => {
      if (child.exitCode === null) tell("close")
      await exited
    }
  }
}

/** One pairing on a fresh context; appends to `samples`. */
const pairingRun = async (
  browser: Browser,
  url: string,
  phone: Phone,
  samples: Record<keyof WalletConnectSamples, Array<number>>
): Promise<void> => {
  const context = await browser.newContext()
  const pageErrors: Array<string> = []
  try {
    const page = await context.newPage()
    page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message))
    let paired: Promise<PhoneAnswer> | undefined
    // The camera sees the code: straight to the phone, which reads it and pairs.
    await page.exposeFunction(CAMERA, (code: string) => void (paired = phone.ask({ code: JSON.parse(code) as DrawnCode })))
    const setup: ProbeSetup = { atLoad: {}, storageKey: AT_LOAD_KEY, timeoutMs: TIMEOUT_MS }
    await page.addInitScript(installProbe, setup)
    await page.goto(url, { waitUntil: "commit" })
    await page.getByRole("button", { name: "Connect", exact: true }).click()
    const walletConnect = page.getByRole("dialog").getByRole("button", { name: "WalletConnect", exact: true })

    const address: ProbeTarget = { selector: `[role="dialog"] [data-testid="account-name"][data-address="${account.address}" i]` }
    await page.evaluate(
      ({ qr, address }) => {
        const bench = window.doorwayBench!
        bench.afterPointerDown("qr", qr)
        bench.afterPointerDown("address", address)
        // In the frame the code is first seen: its drawing to the camera.
        void bench.result("qr").then(() => {
          const svg = document.querySelector(qr.selector)
          void window.doorwayBenchCamera?.(
            JSON.stringify({ side: Number(svg?.getAttribute("viewBox")?.split(" ")[2]), path: svg?.querySelector("path")?.getAttribute("d") ?? "" })
          )
        })
      },
      { qr: QR_CODE, address }
    )
    await walletConnect.click()
    const [qrMs, addressMs] = await page.evaluate(() => Promise.all([window.doorwayBench!.result("qr"), window.doorwayBench!.result("address")]))
    const answer = await paired
    if (typeof answer !== "object" || !("paired" in answer)) throw new Error(`The phone did not pair: ${JSON.stringify(answer)}`)
    samples.clickToQr.push(qrMs)
    samples.qrToAddress.push(addressMs - qrMs)
    samples.reading.push(answer.paired)

    const hostAddress: ProbeTarget = { selector: "[data-testid=demo-account]", text: account.address }
    await page.evaluate(({ key, targets }) => sessionStorage.setItem(key, JSON.stringify(targets)), { key: AT_LOAD_KEY, targets: { reload: hostAddress } })
    await page.reload({ waitUntil: "commit" })
    samples.reloadToAddress.push(await page.evaluate(() => window.doorwayBench!.result("reload")))
    if ((await phone.ask("disconnect")) !== "disconnected") throw new Error("The phone did not end the session")
  } catch (error) {
    if (pageErrors.length > 0) console.error(`Uncaught errors in the page:\n${pageErrors.join("\n")}`)
    throw error
  } finally {
    await context.close()
  }
}

const emptySamples = (): Record<keyof WalletConnectSamples, Array<number>> => ({ clickToQr: [], reloadToAddress: [], qrToAddress: [], reading: [] })

export const benchWalletConnect = async (options: WalletConnectBenchOptions): Promise<WalletConnectSamples> => {
  const stack = await startDemoStack()
  const removeSignalHandlers = stopOnSignals(stack.stop)
  const samples = emptySamples()
  let phone: Phone | undefined
  try {
    const url = `${stack.demoUrl}${await writeNoWalletPage(stack.demoDir)}`
    phone = await startPhone()
    const start = { relayUrl: stack.manifest.relay.url, projectId: stack.manifest.projectId, chains: stack.manifest.evm.map((chain) => `eip155:${chain.chainId}`) }
    if ((await phone.ask({ start })) !== "ready") throw new Error("The bench's phone did not start its wallet")
    // No request interception: it would add a round trip to every request the timing includes.
    const browser = await chromium.launch({ executablePath: options.executablePath, args: [...options.chromiumArgs] })
    try {
      // One pairing first, not counted: the wallet's socket open and its QR reader compiled, as on a phone in use.
      await pairingRun(browser, url, phone, emptySamples())
      for (let run = 0; run < options.runs; run++) {
        await pairingRun(browser, url, phone, samples)
        options.onRun?.("walletconnect", run)
      }
    } finally {
      await browser.close()
    }
  } finally {
    await phone?.close()
    removeSignalHandlers()
    await stack.stop()
  }
  return samples
}
