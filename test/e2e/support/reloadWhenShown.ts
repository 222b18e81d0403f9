/**
 * A reload at a chosen instant of what the page shows, timed inside the page: a MutationObserver
 * notices each change, the next animation frame reads the page's visible text (`innerText`), and
 * the first frame where the text appears (or, once seen, is gone) starts a page-side timer of
 * `delayMs` that calls `location.reload()`. The delay is thus measured from the frame that shows
 * it, not from a round trip to the test. The ms actually elapsed are kept in sessionStorage and
 * read back by `reloadedAfter` once the page is loaded again.
 */
import type { Page } from "playwright-core"

export interface ReloadPlan {
  /** A regular expression over the page's visible text. */
  readonly pattern: string
  /** Reload once it appears, or once it is gone after it was seen. */
  readonly when: "appears" | "disappears"
  readonly delayMs: number
}

export interface ReloadRecord {
  /** What the page showed at the frame the timer started from ("" for a text that went away). */
  readonly shown: string
  /** The ms from that frame to the reload. */
  readonly afterMs: number
}

const RECORD_KEY = "doorway-test-reload"

const watchThenReload = ({ plan, key }: { readonly plan: ReloadPlan; readonly key: string }): void => {
  const wanted = new RegExp(plan.pattern)
  let seen = false
  let frameAsked = false
  let fired = false
  const observer = new MutationObserver(() => {
    if (frameAsked || fired) return
    frameAsked = true
    requestAnimationFrame(check)
  })
  function check(frameAt: number): void {
    frameAsked = false
    if (fired) return
    const found = wanted.exec(document.body.innerText)
    if (found !== null) seen = true
    const due = plan.when === "appears" ? found !== null : seen && found === null
    if (!due) return
    fired = true
    observer.disconnect()
    window.setTimeout(() => {
      sessionStorage.setItem(key, JSON.stringify({ shown: found?.[0] ?? "", afterMs: performance.now() - frameAt }))
      location.reload()
    }, plan.delayMs)
  }
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true })
  requestAnimationFrame(check)
}

export interface ArmedReload {
  /** Settles once the reloaded page has loaded, with what the reload recorded. */
  readonly reloaded: Promise<ReloadRecord>
}

/**
 * Arms the reload in `page`; resolves once armed (not reloaded), so the test can act (click, pair,
 * type) while the page watches, then wait for `reloaded`.
 */
export const reloadWhenShown = async (page: Page, plan: ReloadPlan): Promise<ArmedReload> => {
  const loaded = page.waitForEvent("load", { timeout: 30_000 })
  // A test that fails before the reload leaves no rejection unhandled.
  loaded.catch(() => undefined)
  await page.evaluate(watchThenReload, { plan, key: RECORD_KEY })
  return { reloaded: loaded.then(() => reloadedAfter(page)) }
}

/** What the reload recorded before it left the page (and forgets it). */
const reloadedAfter = (page: Page): Promise<ReloadRecord> =>
  page.evaluate((key) => {
    const record = sessionStorage.getItem(key)
    sessionStorage.removeItem(key)
    if (record === null) throw new Error("The page was loaded again without the planned reload")
    return JSON.parse(record) as { shown: string; afterMs: number }
  }, RECORD_KEY)
