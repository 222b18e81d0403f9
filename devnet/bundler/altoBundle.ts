import { createHash, randomUUID } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { build, version as esbuildVersion, type BuildOptions } from "esbuild"
import { DevnetError } from "../DevnetError.js"

const require = createRequire(import.meta.url)
/** The package's compiled sources (its `exports` name only the library entry, `esm/index.js`). */
const ALTO_ESM = path.dirname(require.resolve("@pimlico/alto"))
/** Beside the other build caches, so `rm -rf node_modules` clears it too. */
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/doorway-devnet/", import.meta.url))

/**
 * What alto's CLI handler imports, bar its argument parsing (`cli/parseArgs.js` imports the CLI
 * itself, which parses `process.argv` as soon as it is evaluated): nearly all of its loading.
 */
const HANDLER_MODULES = [
  "handlers/index.js",
  "utils/index.js",
  "createConfig.js",
  "executor/senderManager/index.js",
  "executor/utilityWalletMonitor.js",
  "cli/customTransport.js",
  "cli/deploySimulationsContract.js",
  "cli/setupServer.js"
]

const PRELOAD_ENTRY = "doorway:alto-preload"

const buildOptions = (outdir: string): BuildOptions => ({
  entryPoints: { preload: PRELOAD_ENTRY, alto: path.join(ALTO_ESM, "cli", "alto.js") },
  bundle: true,
  // `alto.js` then holds little more than the CLI: the rest is in chunks `preload.js` loads.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outdir,
  logLevel: "silent",
  // The packages written as CommonJS call `require` for Node's own modules. (`import.meta["url"]`:
  // the scripts' TypeScript runner rewrites the dotted spelling wherever it appears, strings too.)
  banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta[\"url\"]);" },
  plugins: [
    {
      name: "alto-preload",
      setup: (builder) => {
        builder.onResolve({ filter: /^doorway:alto-preload$/ }, () => ({ path: PRELOAD_ENTRY, namespace: "alto-preload" }))
        builder.onLoad({ filter: /.*/, namespace: "alto-preload" }, () => ({
          contents: HANDLER_MODULES.map((name) => `import ${JSON.stringify(`./${name}`)}`).join("\n"),
          resolveDir: ALTO_ESM,
          loader: "js"
        }))
      }
    }
  ]
})

export interface AltoBundle {
  /** Loads nearly all of alto without starting it. */
  readonly preload: string
  /** alto's CLI: parses `process.argv` and starts the bundler as soon as it is imported. */
  readonly cli: string
}

let bundled: Promise<AltoBundle> | undefined

/**
 * alto bundled by esbuild into a few files, built once into `node_modules/.cache/doorway-devnet/`
 * and kept for as long as alto, esbuild and this recipe are the same: a process loads it in about
 * a third of the time it takes to load alto's thousands of modules one by one, which each chain's
 * bundler would otherwise pay at every devnet start.
 */
export const altoBundle = (): Promise<AltoBundle> => {
  bundled ??= bundle().catch((error: unknown) => {
    bundled = undefined
    throw error
  })
  return bundled
}

const bundle = async (): Promise<AltoBundle> => {
  const altoVersion = (JSON.parse(readFileSync(path.join(ALTO_ESM, "..", "package.json"), "utf8")) as { version: string }).version
  const recipe = createHash("sha256").update(JSON.stringify({ HANDLER_MODULES, options: buildOptions("") })).digest("hex")
  const dir = path.join(CACHE_DIR, `alto-${altoVersion}-esbuild-${esbuildVersion}-${recipe.slice(0, 12)}`)
  const files = { preload: path.join(dir, "preload.js"), cli: path.join(dir, "alto.js") }
  if (existsSync(files.preload) && existsSync(files.cli)) return files
  // Built aside, then renamed: parallel test processes never load half a bundle.
  const partial = `${dir}.${randomUUID()}.partial`
  try {
    mkdirSync(CACHE_DIR, { recursive: true })
    await build(buildOptions(partial))
  } catch (cause) {
    rmSync(partial, { recursive: true, force: true })
    throw new DevnetError({ service: "bundler", message: "Bundling the bundler (alto) with esbuild failed", cause })
  }
  try {
    renameSync(partial, dir)
  } catch {
    // Another process renamed its build there first: the same files.
    rmSync(partial, { recursive: true, force: true })
  }
  // Builds of other versions or recipes are not used again.
  for (const other of readdirSync(CACHE_DIR)) {
    if (other.startsWith("alto-") && !other.endsWith(".partial") && path.join(CACHE_DIR, other) !== dir) {
      rmSync(path.join(CACHE_DIR, other), { recursive: true, force: true })
    }
  }
  return files
}
