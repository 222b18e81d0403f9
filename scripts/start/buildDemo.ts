/**
 * Builds the demo host app (with the dev wallet script beside it) for production, and tells whether
 * an existing build is older than the sources it was made from.
 */
import { readdir, stat } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const repo = fileURLToPath(new URL("../..", import.meta.url))

export const DEMO_CONFIG = join(repo, "demo/vite.config.ts")
export const DEFAULT_DEMO_OUT_DIR = join(repo, "demo/dist")

/** What the demo build is made from: the demo, the library sources and the dev wallet. */
const SOURCES = ["demo", "shell", "core", "schemas", "layers", "devnet/wallet", "devnet/chains/viemChain.ts", "devnet/devKeys.ts"]

/**
 * Vite-builds `demo/` into `outDir`; resolves to `outDir`. `readable` leaves the code unminified,
 * so a CPU profile of the page names each function.
 */
export const buildDemo = async (outDir: string = DEFAULT_DEMO_OUT_DIR, { readable = false } = {}): Promise<string> => {
  const { build } = await import("vite")
  await build({ configFile: DEMO_CONFIG, logLevel: "warn", build: { outDir, emptyOutDir: true, ...(readable ? { minify: false } : {}) } })
  return outDir
}

const newestMtime = async (path: string): Promise<number> => {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(DEFAULT_DEMO_OUT_DIR))
    .map((entry) => join(entry.parentPath, entry.name))
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs))
  return Math.max(0, ...times)
}

/** Whether `outDir` holds a build at least as new as every source file. */
export const demoBuildIsCurrent = async (outDir: string = DEFAULT_DEMO_OUT_DIR): Promise<boolean> => {
  const built = await stat(join(outDir, "index.html")).then(
    (info) => info.mtimeMs,
    () => undefined
  )
  if (built === undefined) return false
  const newest = Math.max(...(await Promise.all(SOURCES.map((source) => newestMtime(join(repo, source))))))
  return newest <= built
}
