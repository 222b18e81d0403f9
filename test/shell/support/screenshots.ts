/**
 * Takes screenshots of the modal's views in Chromium, light and dark, against the local catalogue
 * stand-in: `npx vite-node test/shell/support/screenshots.ts [outDir]` (default `.size/screenshots`).
 */
import { mkdir } from "node:fs/promises"
import type { BrowserContext, Page } from "playwright-core"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { closedPort, launchChromium, serveStatic } from "../../../size/hostApp.mjs"
import { startCatalogue } from "../../../devnet/catalogue/startCatalogue.js"

const repo = fileURLToPath(new URL("../../..", import.meta.url))
const outDir = process.argv[2] ?? join(repo, ".size/screenshots")

interface Scene {
  readonly name: string
  readonly view: string
  readonly account?: boolean
  readonly unsupported?: boolean
  readonly data?: Readonly<Record<string, unknown>>
  /** Runs in the page once the view is up. */
  readonly act?: (page: Page) => Promise<void>
}

const SCENES: ReadonlyArray<Scene> = [
  { name: "connect", view: "Connect" },
  { name: "all-wallets", view: "AllWallets" },
  {
    name: "all-wallets-scrolled",
    view: "AllWallets",
    act: async (page) => {
      await page.locator("[data-testid=virtual-list]").evaluate((element) => element.scrollTo(0, 2400))
      await page.waitForTimeout(600)
    }
  },
  {
    name: "all-wallets-search",
    view: "AllWallets",
    act: async (page) => {
      await page.fill("input[type=search]", "nova")
      await page.waitForTimeout(900)
    }
  },
  { name: "account", view: "Account", account: true },
  { name: "switch-network", view: "SwitchNetwork", account: true },
  { name: "switch-network-waiting", view: "SwitchNetwork", account: true, data: { caipNetworkId: "eip155:137" } },
  { name: "unsupported-chain", view: "UnsupportedChain", account: true, unsupported: true },
  { name: "switch-active-chain", view: "SwitchActiveChain", account: true, data: { caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", navigateTo: "Connect", replace: true } },
  { name: "profile-wallets", view: "ProfileWallets", account: true },
  { name: "connecting-external", view: "ConnectingExternalWallet", data: { connectorId: "org.doorway.devwallet" } },
  { name: "connecting-rejected", view: "ConnectingExternalWallet", data: { connectorId: "app.refusing.wallet" } },
  {
    name: "not-installed",
    view: "Connect",
    act: async (page) => {
      await page.locator("[data-testid=catalogue-row]").first().click()
      await page.waitForSelector("[data-testid=walletconnect]")
      await page.waitForTimeout(400)
    }
  }
]

const buildGallery = async (dir: string) => {
  const { build } = await import("vite")
  await build({
    configFile: false,
    root: join(repo, "test/shell/support/gallery"),
    mode: "production",
    logLevel: "warn",
    esbuild: { jsx: "automatic" },
    build: { outDir: dir, emptyOutDir: true, target: "es2022", reportCompressedSize: false, chunkSizeWarningLimit: 4096 }
  })
}

/**
 * AllWallets in the browser: scrolls through the whole catalogue and checks that at most 60 rows
 * are ever in the document, and that a page's wallet images past its first 20 are only asked for
 * once their rows come into view.
 */
const checkAllWallets = async (
  context: BrowserContext,
  pageUrl: string
): Promise<ReadonlyArray<string>> => {
  const problems: Array<string> = []
  const page = await context.newPage()
  await page.setViewportSize({ width: 480, height: 760 })
  const images = new Set<string>()
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith("/getWalletImage/")) images.add(url.pathname)
  })
  await page.goto(pageUrl)
  await page.waitForSelector("[data-testid=wallet-row]")
  await page.waitForTimeout(800)
  const firstImages = images.size
  const rowsAtStart = await page.locator("[role=listitem]").count()
  // 8 featured and recommended wallets, then page 1: its first 20 up front.
  if (firstImages > 28) problems.push(`${firstImages} wallet images requested before any scrolling (at most 28 expected)`)
  let most = rowsAtStart
  let setSize = 0
  for (let step = 0; step < 80; step++) {
    await page.locator("[data-testid=virtual-list]").evaluate((element) => element.scrollBy(0, 900))
    await page.waitForTimeout(120)
    most = Math.max(most, await page.locator("[role=listitem]").count())
    setSize = Number(await page.locator("[role=listitem]").first().getAttribute("aria-setsize"))
    if (setSize >= 500) break
  }
  if (setSize < 500) problems.push(`only ${setSize} wallets listed after scrolling`)
  if (most > 60) problems.push(`${most} rows were in the document at once`)
  console.log(`AllWallets: ${setSize} wallets listed, at most ${most} rows in the document, ${firstImages} images before scrolling, ${images.size} after`)
  await page.close()
  return problems
}

const main = async () => {
  const dist = join(repo, ".size/gallery-dist")
  await buildGallery(dist)
  await mkdir(outDir, { recursive: true })
  const catalogue = await startCatalogue()
  const server = await serveStatic(dist)
  const { browser, context } = await launchChromium()
  const closed = `http://127.0.0.1:${await closedPort()}`
  const only = process.env["SCENES"]?.split(",")
  try {
    for (const scene of SCENES.filter((s) => only === undefined || only.includes(s.name))) {
      for (const theme of ["light", "dark"] as const) {
        const page = await context.newPage()
        await page.setViewportSize({ width: 480, height: 760 })
        const errors: Array<string> = []
        page.on("pageerror", (error) => errors.push(error.message))
        const params = new URLSearchParams({
          view: scene.view,
          theme,
          catalogue: catalogue.url,
          closed,
          account: scene.account ? "1" : "0",
          unsupported: scene.unsupported ? "1" : "0",
          ...(scene.data === undefined ? {} : { data: JSON.stringify(scene.data) })
        })
        await page.goto(`${server.url}/?${params}`)
        await page.waitForSelector(".doorway-card", { timeout: 10_000 })
        await page.waitForTimeout(700)
        if (scene.act) await scene.act(page)
        const file = join(outDir, `${scene.name}-${theme}.png`)
        await page.screenshot({ path: file })
        console.log(`${file}${errors.length > 0 ? `  page errors: ${errors.join(" | ")}` : ""}`)
        await page.close()
      }
    }
    if (only === undefined || only.includes("checks")) {
      const params = new URLSearchParams({ view: "AllWallets", theme: "light", catalogue: catalogue.url, closed })
      const problems = await checkAllWallets(context, `${server.url}/?${params}`)
      for (const problem of problems) console.error(`FAILED: ${problem}`)
      if (problems.length > 0) process.exitCode = 1
    }
  } finally {
    await browser.close()
    await server.close()
    await catalogue.stop()
  }
}

await main()
