/**
 * Weighs what a host page loads at start, as a user of the package gets it. Packs the library
 * (`npm pack`), installs the tarball with npm into a host project outside the repository (the host
 * app of `size/`: the modal with EVM, Solana and Bitcoin networks and the default features, beside
 * the peers at the workspace's versions), builds it with Vite, loads it in Chromium and sums the
 * gzip size of every JS and CSS response until the network is idle, with the modal closed.
 *
 * The budget applies to a first visit (nobody connected). A returning visitor, whose stored
 * connection makes the start-up reconnect it and load the connector's code, is reported beside it,
 * and so is the same host built from the sources, for comparison; neither has a budget.
 *
 * Prints one line per file of the first visit, then `page-start: N B gzip, lazy: M B gzip`, then
 * the two other figures; fails over the budget.
 */
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { buildHostApp, listFiles, PACKED_HOST_DIR, preparePackedHost } from "../size/hostApp.mjs"
import { gzipSize, isCode, weighPageStart } from "../size/weighPageStart.mjs"

/** React and react-dom included. */
const BUDGET = 165_000

const total = (loaded) => [...loaded.values()].reduce((sum, size) => sum + size, 0)

const hostDir = await preparePackedHost()
const outDir = await buildHostApp(join(PACKED_HOST_DIR, "dist"), { root: hostDir })
const firstVisit = await weighPageStart(outDir)
const returning = await weighPageStart(outDir, { returning: true })
const fromSources = await weighPageStart(await buildHostApp())

const files = (await listFiles(outDir)).filter(isCode).sort()
let lazy = 0
for (const path of [...firstVisit.keys()].sort()) console.log(`start  ${String(firstVisit.get(path)).padStart(8)} B gzip  ${path}`)
for (const path of files) {
  if (firstVisit.has(path)) continue
  const size = gzipSize(await readFile(join(outDir, path)))
  lazy += size
  console.log(`lazy   ${String(size).padStart(8)} B gzip  ${path}`)
}
const pageStart = total(firstVisit)
const over = pageStart > BUDGET
if (over) console.error(`Over budget: page start is ${pageStart} B gzip, the budget is ${BUDGET} B`)
console.log(`page-start: ${pageStart} B gzip, lazy: ${lazy} B gzip (the packed package, first visit; budget ${BUDGET} B)`)
const extra = [...returning.keys()].filter((path) => !firstVisit.has(path)).sort()
console.log(`returning visitor (a stored connection, reconnected at start): ${total(returning)} B gzip (no budget)`)
for (const path of extra) console.log(`       +${String(returning.get(path)).padStart(7)} B gzip  ${path}`)
console.log(`built from the sources, first visit: ${total(fromSources)} B gzip (for comparison)`)
if (over) process.exitCode = 1
