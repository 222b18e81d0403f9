/**
 * Weighs what a host page loads at start. Builds the host app of `size/` (the modal with EVM,
 * Solana and Bitcoin networks and the default features), loads it in Chromium, and sums the gzip
 * size of every JS and CSS response until the network is idle, with the modal closed and nobody
 * connected. The files of the build that were not loaded are the lazy part.
 *
 * Prints one line per file, then `page-start: N B gzip, lazy: M B gzip`; fails over the budget.
 */
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { buildHostApp, closedPort, launchChromium, listFiles, serveStatic } from "../size/hostApp.mjs"

/** React and react-dom included. */
const BUDGET = 165_000

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length
const isCode = (path) => /\.(m?js|css)$/.test(path)
const isCodeType = (type) => /javascript|ecmascript|text\/css/.test(type)

const outDir = await buildHostApp()
const server = await serveStatic(outDir)
const { browser, context } = await launchChromium()

/** Path within the build → gzip size, for every JS and CSS response. */
const loaded = new Map()
try {
  const page = await context.newPage()
  const bodies = []
  page.on("response", (response) => {
    const url = new URL(response.url())
    if (url.origin !== server.url) return
    const type = response.headers()["content-type"] ?? ""
    if (!isCodeType(type) && !isCode(url.pathname)) return
    bodies.push(response.body().then((body) => loaded.set(url.pathname.slice(1), gzipSize(body))))
  })
  const endpoint = `http://127.0.0.1:${await closedPort()}`
  await page.goto(`${server.url}/?endpoint=${encodeURIComponent(endpoint)}`, { waitUntil: "networkidle" })
  await Promise.all(bodies)

  // The measurement is of the closed modal with nobody connected.
  const closed = await page.evaluate(() => document.querySelector("[data-doorway]") === null)
  const account = await page.textContent("[data-testid=account]")
  if (!closed || account === "connected") throw new Error("The page did not settle with the modal closed and nobody connected")
} finally {
  await browser.close()
  await server.close()
}

const files = (await listFiles(outDir)).filter(isCode).sort()
let pageStart = 0
let lazy = 0
for (const path of [...loaded.keys()].sort()) {
  const size = loaded.get(path)
  pageStart += size
  console.log(`start  ${String(size).padStart(8)} B gzip  ${path}`)
}
for (const path of files) {
  if (loaded.has(path)) continue
  const size = gzipSize(await readFile(join(outDir, path)))
  lazy += size
  console.log(`lazy   ${String(size).padStart(8)} B gzip  ${path}`)
}
const over = pageStart > BUDGET
if (over) console.error(`Over budget: page start is ${pageStart} B gzip, the budget is ${BUDGET} B`)
console.log(`page-start: ${pageStart} B gzip, lazy: ${lazy} B gzip`)
if (over) process.exitCode = 1
