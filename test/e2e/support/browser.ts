/**
 * Chromium for the browser tests (Debian's, or `CHROMIUM_PATH`), driven by playwright-core. Every
 * test gets a fresh context in which any request (HTTP or WebSocket) to a host other than
 * 127.0.0.1, ::1 or localhost is aborted and recorded; a test with a recorded request, or with an
 * uncaught error in one of its pages, fails after it ran.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest"

export const CHROMIUM_ARGS: ReadonlyArray<string> = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"])
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"])

/** Whether a URL stays on this machine: a loopback host, or no host at all (data:, blob:). */
export const isLoopbackUrl = (url: string): boolean => {
  try {
    const parsed = new URL(url)
    return LOCAL_SCHEMES.has(parsed.protocol) || LOOPBACK_HOSTS.has(parsed.hostname)
  } catch {
    return false
  }
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: [...CHROMIUM_ARGS] })

export interface GuardedContext {
  readonly context: BrowserContext
  /** The requests that tried to leave loopback (each aborted), oldest first. */
  readonly blocked: ReadonlyArray<string>
  /** Uncaught errors of the context's pages. */
  readonly pageErrors: ReadonlyArray<string>
}

/**
 * A browser context that aborts and records every request that would leave loopback; `options`
 * emulate a device (its user agent, screen, touch).
 */
export const guardedContext = async (browser: Browser, options: BrowserContextOptions = {}): Promise<GuardedContext> => {
  const blocked: Array<string> = []
  const pageErrors: Array<string> = []
  // Service workers would fetch outside the routes below.
  const context = await browser.newContext({ ...options, serviceWorkers: "block" })
  await context.route("**/*", (route) => {
    const request = route.request()
    if (isLoopbackUrl(request.url())) return route.continue()
    blocked.push(`${request.method()} ${request.url()}`)
    return route.abort("blockedbyclient")
  })
  await context.routeWebSocket(
    (url) => !isLoopbackUrl(url.href),
    (socket) => {
      blocked.push(`WebSocket ${socket.url()}`)
      return socket.close({ code: 1008, reason: "Only loopback is reachable in tests" })
    }
  )
  context.on("page", (page) => page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`)))
  return { context, blocked, pageErrors }
}

/** Checks a finished context: the error names every request that tried to leave loopback. */
export const assertStayedLocal = (guarded: GuardedContext): void => {
  if (guarded.blocked.length > 0) {
    throw new Error(`Requests tried to leave loopback (aborted):\n${guarded.blocked.map((entry) => `  ${entry}`).join("\n")}`)
  }
  if (guarded.pageErrors.length > 0) {
    throw new Error(`Uncaught errors in the page:\n${guarded.pageErrors.map((entry) => `  ${entry}`).join("\n")}`)
  }
}

export interface BrowserSession {
  /** A new page in this test's context. */
  readonly newPage: () => Promise<Page>
  readonly context: () => BrowserContext
  /**
   * Makes this test's context again as a device (`newContext`'s user agent, viewport, isMobile,
   * hasTouch): called before the test's first page, the one it had goes unused and is checked.
   */
  readonly emulate: (options: BrowserContextOptions) => Promise<void>
}

/** What each page of a failed test showed at the end, so a failure seen once can be understood. */
const reportPages = async (context: BrowserContext): Promise<void> => {
  for (const page of context.pages()) {
    const shown = await page
      .evaluate(() => {
        const dialog = document.querySelector("[role=dialog]")
        const views = [...document.querySelectorAll("[role=dialog] [data-testid]")].map((element) => element.getAttribute("data-testid"))
        return { dialog: dialog === null ? null : (dialog as HTMLElement).innerText.slice(0, 2_000), testIds: views.slice(0, 60) }
      })
      .catch((error: unknown) => ({ unreadable: String(error) }))
    process.stderr.write(`[failed test] page ${page.url()}: ${JSON.stringify(shown)}\n`)
  }
}

/**
 * For a test file: one Chromium for the file, a fresh guarded context per test, and a check after
 * each test that fails it if anything tried to leave loopback.
 */
export const useBrowser = (): BrowserSession => {
  let browser: Browser | undefined
  let current: GuardedContext | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    if (browser === undefined) throw new Error("Chromium did not start")
    current = await guardedContext(browser)
  })
  afterEach(async ({ task }) => {
    const finished = current
    current = undefined
    if (finished === undefined) return
    if (task.result?.state === "fail") await reportPages(finished.context)
    await finished.context.close()
    assertStayedLocal(finished)
  })
  const active = (): GuardedContext => {
    if (current === undefined) throw new Error("No browser context: call inside a test")
    return current
  }
  const emulate = async (options: BrowserContextOptions): Promise<void> => {
    const before = active()
    if (before.context.pages().length > 0) throw new Error("Emulate a device before the test's first page")
    if (browser === undefined) throw new Error("Chromium did not start")
    current = await guardedContext(browser, options)
    await before.context.close()
    assertStayedLocal(before)
  }
  return { newPage: () => active().context.newPage(), context: () => active().context, emulate }
}
