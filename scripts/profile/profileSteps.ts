/**
 * `npm run profile -- <step>`: one step of the visitor's journey (as `npm run bench` times it),
 * with a V8 CPU profile of the page around it, to see where the time of a figure goes. Each run is
 * a fresh browser context against the local stack; the demo is built unminified, so functions keep
 * their names (which makes every figure slower than the bench's: compare runs with each other,
 * never with the bench's targets). Writes each profile as `<step>-<run>.cpuprofile` (DevTools opens
 * it) and prints each run's time, then the timeline and self time per script of the last run.
 */
import { mkdtemp, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium, type BrowserContext, type CDPSession, type Page } from "playwright-core"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { startDemoStack, type DemoStack } from "../start/startDemoStack.js"
import { CONNECT_BUTTON, READING_MS, at, clickAndTime, probedPage, settle, trackNetwork } from "../bench/pageSteps.js"
import { DIALOG, PHONE_CPU_SLOWDOWN, PHONE_VIEWPORT, writeNoWalletPage } from "../bench/visitorBench.js"
import { selfTimeByScript, timelineOf, type CpuProfile } from "./profileTimeline.js"

/** A step: gets the page ready (not profiled), then times what is profiled. */
interface Step {
  readonly phone?: boolean
  readonly prepare: (page: Page, stack: DemoStack) => Promise<void>
  readonly timed: (page: Page, stack: DemoStack) => Promise<number>
}

const openDemo = async (page: Page, stack: DemoStack) => {
  await page.goto(stack.demoUrl, { waitUntil: "networkidle" })
  await page.evaluate(() => window.doorwayDevWallet?.ready)
}
const openModal = (page: Page) => clickAndTime(page, () => page.locator(CONNECT_BUTTON.selector).click(), { open: DIALOG }).then((times) => at(times, "open"))

export const STEPS: Readonly<Record<string, Step>> = {
  "first-open": { prepare: openDemo, timed: openModal },
  "later-open": {
    prepare: async (page, stack) => {
      await openDemo(page, stack)
      await openModal(page)
      await settle(page)
      await page.keyboard.press("Escape")
      await page.locator('[role="dialog"]').waitFor({ state: "detached" })
    },
    timed: openModal
  },
  "wallet-click": {
    prepare: async (page, stack) => {
      const network = trackNetwork(page)
      await openDemo(page, stack)
      await openModal(page)
      await network.quiet(READING_MS)
      await settle(page)
    },
    timed: async (page, stack) => {
      const row = page.locator('[role="dialog"] [data-testid="connector-row"]', { hasText: DEV_WALLET_NAME })
      const address = stack.manifest.devWallet.address
      const times = await clickAndTime(page, () => row.click(), {
        address: { selector: `[role="dialog"] [data-testid="account-name"][data-address="${address}" i]` },
        balance: { selector: '[role="dialog"] [data-testid="account-balance"]:not(:empty)' }
      })
      console.log(`  address ${at(times, "address").toFixed(1)} ms`)
      return at(times, "balance")
    }
  },
  "phone-start": {
    phone: true,
    prepare: async () => undefined,
    timed: async (page, stack) => {
      await page.goto(`${stack.demoUrl}${await writeNoWalletPage(stack.demoDir)}`, { waitUntil: "networkidle" })
      return page.evaluate(() => window.doorwayBench!.result("connect"))
    }
  }
}

const startProfiler = async (cdp: CDPSession) => {
  await cdp.send("Profiler.enable")
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 })
  await cdp.send("Profiler.start")
}

const newPage = async (context: BrowserContext, step: Step) => {
  const page = await probedPage(context, step.phone === true ? { connect: CONNECT_BUTTON } : {})
  const cdp = await context.newCDPSession(page)
  if (step.phone === true) await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN })
  return { page, cdp }
}

export interface ProfileOptions {
  readonly runs: number
  /** How many outer frames name a timeline segment. */
  readonly depth: number
  readonly executablePath: string
  readonly chromiumArgs: ReadonlyArray<string>
}

export const profileStep = async (name: string, { runs, depth, executablePath, chromiumArgs }: ProfileOptions) => {
  const step = STEPS[name]
  if (step === undefined) throw new Error(`No step ${name}; one of: ${Object.keys(STEPS).join(", ")}`)
  const outDir = await mkdtemp(join(tmpdir(), "doorway-profile-"))
  const stack = await startDemoStack({ readable: true })
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs] })
  let last: CpuProfile | undefined
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(step.phone === true ? { viewport: PHONE_VIEWPORT } : {})
      try {
        const { page, cdp } = await newPage(context, step)
        await step.prepare(page, stack)
        await startProfiler(cdp)
        const ms = await step.timed(page, stack)
        await settle(page)
        last = (await cdp.send("Profiler.stop")).profile as CpuProfile
        const file = join(outDir, `${name}-${run}.cpuprofile`)
        await writeFile(file, JSON.stringify(last))
        console.log(`run ${run}: ${ms.toFixed(1)} ms  (${file})`)
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await stack.stop()
  }
  if (last === undefined) return
  console.log("\nTimeline of the last run (ms since the profiler started; segments of 2 ms or more):")
  for (const segment of timelineOf(last, { depth })) {
    console.log(`${segment.startMs.toFixed(1).padStart(8)} ${segment.durationMs.toFixed(1).padStart(6)}  ${segment.path}`)
  }
  console.log("\nSelf time per script:")
  for (const [script, ms] of selfTimeByScript(last).slice(0, 12)) console.log(`${ms.toFixed(1).padStart(8)}  ${script}`)
}
