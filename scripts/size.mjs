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
 * Per language (docs/languages.md), the first visit again with the browser and the `locale` option
 * in that language: the buttons' texts of every language are in the start code, and a language's
 * catalogue is a chunk of its own that loads with the modal, so each should weigh the same as the
 * first visit; a language whose chunk loaded at start is named there, and over the budget fails.
 *
 * Prints one line per file of the first visit, then `page-start: N B gzip, lazy: M B gzip`, then
 * one `page-start <locale>:` line per language, then the two other figures; fails over the budget.
 */
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { buildHostApp, listFiles, PACKED_HOST_DIR, preparePackedHost } from "../size/hostApp.mjs"
import { gzipSize, isCode, weighPageStart } from "../size/weighPageStart.mjs"

/**
 * React and react-dom included. 165,503 B measured, of which about 900 B are the twelve languages
 * (docs/languages.md): the buttons' texts in every language, the language's resolution and its
 * catalogue's loader.
 */
const BUDGET = 165_700

/** The languages with a catalogue (shell/i18n/locales.ts, WRITTEN_LOCALES). */
const LOCALES = ["en", "es", "fr", "de", "pt", "it", "ja", "ko", "zh", "ru", "tr", "ar"]
/** A language's catalogue chunk, as the build names it after its file (shell/i18n/locales/<code>.ts). */
const catalogueChunk = (path, locale) => new RegExp(`(^|/)${locale}-[\\w-]+\\.js$`).test(path)

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
let over = pageStart > BUDGET
if (over) console.error(`Over budget: page start is ${pageStart} B gzip, the budget is ${BUDGET} B`)
console.log(`page-start: ${pageStart} B gzip, lazy: ${lazy} B gzip (the packed package, first visit; budget ${BUDGET} B)`)
for (const locale of LOCALES) {
  const visit = await weighPageStart(outDir, { locale })
  const size = total(visit)
  const atStart = [...visit.keys()].filter((path) => !firstVisit.has(path))
  const chunks = files.filter((path) => catalogueChunk(path, locale))
  const chunkSizes = await Promise.all(chunks.map(async (path) => gzipSize(await readFile(join(outDir, path)))))
  const withModal = chunkSizes.reduce((sum, bytes) => sum + bytes, 0)
  const extra = atStart.length === 0 ? "no locale chunk at start" : `also at start: ${atStart.join(", ")}`
  console.log(`page-start ${locale}: ${size} B gzip (${extra}; its catalogue, ${withModal} B gzip, loads with the modal)`)
  if (size > BUDGET) {
    console.error(`Over budget in ${locale}: page start is ${size} B gzip, the budget is ${BUDGET} B`)
    over = true
  }
}
const extra = [...returning.keys()].filter((path) => !firstVisit.has(path)).sort()
console.log(`returning visitor (a stored connection, reconnected at start): ${total(returning)} B gzip (no budget)`)
for (const path of extra) console.log(`       +${String(returning.get(path)).padStart(7)} B gzip  ${path}`)
console.log(`built from the sources, first visit: ${total(fromSources)} B gzip (for comparison)`)
if (over) process.exitCode = 1
