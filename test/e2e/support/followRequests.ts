/**
 * Follows the requests of a page from now on: `quiet(ms)` resolves once none has been under way
 * for `ms`, as when a visitor reads what the page shows before the next click (and what the page
 * loads meanwhile, at idle, is loaded).
 */
import type { Page } from "playwright-core"

export const followRequests = (page: Page, timeoutMs = 30_000): { readonly quiet: (ms: number) => Promise<void> } => {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => () => {
    inFlight = Math.max(0, inFlight + delta)
    lastChange = Date.now()
  }
  page.on("request", change(1))
  page.on("requestfinished", change(-1))
  page.on("requestfailed", change(-1))
  return {
    quiet: async (ms) => {
      const deadline = Date.now() + timeoutMs
      while (inFlight > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline) throw new Error(`The page's requests did not settle within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }
}
