/**
 * Runs a TypeScript entry (and the TypeScript modules it imports) from a plain Node script: the
 * entry is bundled with esbuild (Vite's own compiler), then imported in this very process. A few
 * hundred milliseconds, against seconds for transforming module by module at start-up.
 *
 * Each file's `import.meta.url` stays its source file's URL, so paths relative to a source file
 * (the contracts, the compiler worker, the anvil binary) resolve as they do under Vitest. Packages
 * stay external and load from `node_modules` as usual.
 */
import { build } from "esbuild"
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import { basename, extname } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

// Inside the package, so the bundle's bare imports resolve against its node_modules.
const cacheDir = fileURLToPath(new URL("../node_modules/.cache/doorway/", import.meta.url))

const keepFileUrls = {
  name: "keep-file-urls",
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, (args) => ({
      contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
      loader: "ts"
    }))
  }
}

let bundles = 0

/**
 * Bundles the TypeScript file `entry` (a path or a `file:` URL) and imports it; resolves to its
 * module namespace once its top level has run. The bundle is removed when the process exits.
 */
export const runTypeScript = async (entry) => {
  const entryPath = entry instanceof URL ? fileURLToPath(entry) : entry
  // One file per process and entry, so two runs never read each other's half-written bundle.
  const bundle = `${cacheDir}${basename(entryPath, extname(entryPath))}-${process.pid}-${bundles++}.mjs`
  mkdirSync(cacheDir, { recursive: true })
  process.once("exit", () => rmSync(bundle, { force: true }))
  await build({
    entryPoints: [entryPath],
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
  return import(pathToFileURL(bundle).href)
}
