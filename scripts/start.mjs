#!/usr/bin/env node
/**
 * `npm start`: runs `scripts/start/main.ts` (which shares the devnet's TypeScript modules) in this
 * very process, so Ctrl-C reaches the one process that stops everything. Options: `npm start -- --help`.
 *
 * Node does not run TypeScript, so the program is first bundled with esbuild (Vite's own compiler):
 * a few hundred milliseconds, against seconds for transforming module by module at start-up. Each
 * file's `import.meta.url` stays its source file's URL, so paths relative to a source file (the
 * contracts, the compiler worker, the anvil binary) resolve as they do under Vitest. Packages stay
 * external and load from `node_modules` as usual.
 */
import { build } from "esbuild"
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import { fileURLToPath, pathToFileURL } from "node:url"

const entry = fileURLToPath(new URL("start/main.ts", import.meta.url))
// Inside the package, so the bundle's bare imports resolve against its node_modules; one file per
// process, so two starts never read each other's half-written bundle.
const cacheDir = fileURLToPath(new URL("../node_modules/.cache/doorway/", import.meta.url))
const bundle = `${cacheDir}start-${process.pid}.mjs`

const keepFileUrls = {
  name: "keep-file-urls",
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, (args) => ({
      contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
      loader: "ts"
    }))
  }
}

mkdirSync(cacheDir, { recursive: true })
process.once("exit", () => rmSync(bundle, { force: true }))
await build({
  entryPoints: [entry],
  outfile: bundle,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
  plugins: [keepFileUrls]
})
process.setSourceMapsEnabled(true)
await import(pathToFileURL(bundle).href)
