/**
 * The steps the bench's runs share: a page with the probe installed, a real click timed to the
 * targets it shows, the page's requests followed until they settle, and the settling of a frame.
 */
import type { BrowserContext, Page } from "playwright-core"
import { installProbe, type ProbeSetup, type ProbeTarget } from "./pageProbe.js"

/** How long any one wait of a run may take. */
export const TIMEOUT_MS = 30_000
/** The probe reads extra navigation-start targets from here, so a reload can be timed. */
export const AT_LOAD_KEY = "doorway-bench-at-load"

export const CONNECT_BUTTON: ProbeTarget = { selector: "[data-testid=connect]" }

/** A page with the probe installed; `atLoad` (and what session storage adds) timed from navigation start. */
export const probedPage = async (context: BrowserContext, atLoad: ProbeSetup["atLoad"] = {}): Promise<Page> => {
  const page = await context.newPage()
  const setup: ProbeSetup = { atLoad, storageKey: AT_LOAD_KEY, timeoutMs: TIMEOUT_MS }
  await page.addInitScript(installProbe, setup)
  return page
}

/** Runs `click` (a real mouse click) and resolves with the ms from its `pointerdown` to each target visible. */
export const clickAndTime = async (
  page: Page,
  click: () => Promise<void>,
  targets: Readonly<Record<string, ProbeTarget>>
): Promise<Record<string, number>> => {
  await page.evaluate((armed) => {
    for (const [key, target] of Object.entries(armed)) window.doorwayBench?.afterPointerDown(key, target)
  }, targets)
  await click()
  const times: Record<string, number> = {}
  for (const key of Object.keys(targets)) times[key] = await page.evaluate((name) => window.doorwayBench!.result(name), key)
  return times
}

/**
 * Follows the requests of `page`; `quiet(ms)` resolves once none has been under way for `ms`, as
 * when a visitor reads what the page shows before the next click.
 */
export const trackNetwork = (page: Page) => {
  let inFlight = 0
  let lastChange = Date.now()
  const started = () => {
    inFlight += 1
    lastChange = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  page.on("request", started)
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  return {
    quiet: async (ms: number): Promise<void> => {
      const deadline = Date.now() + TIMEOUT_MS
      while (inFlight > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline) throw new Error(`The page's requests did not settle within ${TIMEOUT_MS} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }
}

/** How long the network stays quiet before a visitor's next click. */
export const READING_MS = 300

/** Waits two animation frames and a task, so what the last frame showed has settled. */
export const settle = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
  )

export const at = (times: Record<string, number>, key: string): number => {
  const time = times[key]
  if (time === undefined) throw new Error(`No time for ${key}`)
  return time
}

