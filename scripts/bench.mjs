/**
 * Benchmarks of what a visitor feels, in headless Chromium against a production build served on
 * loopback. Each figure is the median (and 90th percentile) of RUNS runs:
 *
 * - open, cold: a fresh page; click on the host's Connect button to the Connect view painted
 *   (includes loading the modal's lazy chunks);
 * - open, warm: the same page, modal closed again; click to the Connect view painted;
 * - connect wallet (scripts/bench/walletJourney.ts, against the local stack and a production build
 *   of the demo): in a fresh browser context, click on the Doorway Dev Wallet's row to the Account
 *   view painted with the balance the node reports, and from the wallet's approval (its
 *   `accountsChanged`) to that same view.
 *
 * "Painted" is the first animation frame after the view is in the DOM, plus a task, so the frame
 * that shows it has been produced. Timings are taken inside the page (performance.now()). The
 * targets printed beside the figures are goals to compare against, not checks.
 */
import { buildHostApp, CHROMIUM_ARGS, closedPort, serveStatic } from "../size/hostApp.mjs"
import { runTypeScript } from "./runTypeScript.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const TARGET_MODAL_MS = 50
const TARGET_ACCOUNT_AFTER_APPROVAL_MS = 300

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]
const format = (name, values, targetMs) =>
  `${name.padEnd(48)} median ${median(values).toFixed(1).padStart(7)} ms   p90 ${percentile(values, 90).toFixed(1).padStart(7)} ms   (${values.length} runs)` +
  (targetMs === undefined ? "" : `   target ≤ ${targetMs} ms`)

/** In the page: click `button`, resolve with the ms until `selector` is in the DOM and painted. */
const clickToPainted = (page, button, selector) =>
  page.evaluate(
    ([buttonSelector, viewSelector]) =>
      new Promise((resolve, reject) => {
        const painted = (start) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve(performance.now() - start)
            channel.port2.postMessage(null)
          })
        const trigger = document.querySelector(buttonSelector)
        if (!(trigger instanceof HTMLElement)) return reject(new Error(`no ${buttonSelector}`))
        const start = performance.now()
        const observer = new MutationObserver(() => {
          if (document.querySelector(viewSelector) === null) return
          observer.disconnect()
          painted(start)
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
        trigger.click()
        if (document.querySelector(viewSelector) !== null) {
          observer.disconnect()
          painted(start)
        }
      }),
    [button, selector]
  )

const CONNECT_VIEW = '[role="dialog"] [data-view="Connect"]'

const outDir = await buildHostApp()
const server = await serveStatic(outDir)
// No request interception here: it would add a round trip to every chunk the timing includes.
// The page only ever talks to the loopback server and the closed loopback endpoint below.
const { chromium } = await import("playwright-core")
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const context = await browser.newContext()
const endpoint = `http://127.0.0.1:${await closedPort()}`
const url = `${server.url}/?endpoint=${encodeURIComponent(endpoint)}`

const cold = []
const warm = []
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: "networkidle" })
    cold.push(await clickToPainted(page, "[data-testid=open]", CONNECT_VIEW))
    await page.keyboard.press("Escape")
    await page.waitForSelector('[role="dialog"]', { state: "detached" })
    warm.push(await clickToPainted(page, "[data-testid=open]", CONNECT_VIEW))
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}

console.log(format("open modal, cold (lazy chunks)", cold, TARGET_MODAL_MS))
console.log(format("open modal, warm", warm, TARGET_MODAL_MS))

const { benchWalletJourney } = await runTypeScript(new URL("bench/walletJourney.ts", import.meta.url))
const journey = await benchWalletJourney({ runs: RUNS, executablePath: CHROMIUM_PATH, chromiumArgs: CHROMIUM_ARGS })
console.log(format("connect wallet: click → account with balance", journey.clickToAccount))
console.log(format("connect wallet: approval → account with balance", journey.approvalToAccount, TARGET_ACCOUNT_AFTER_APPROVAL_MS))
