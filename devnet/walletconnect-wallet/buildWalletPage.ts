/**
 * The WalletConnect wallet page's production build, made once into a cache directory
 * (`node_modules/.cache/`, which neither git nor the linter reads) and rebuilt only when a source is newer; each served demo directory gets a copy in `wallet/`, so the e2e stack
 * and `npm start` pay for the build once, not on every start.
 */
import { cp, readdir, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const repo = here("../..")

export const WALLET_PAGE_CONFIG = here("./vite.config.ts")
export const WALLET_PAGE_BUILD = join(repo, "node_modules/.cache/doorway-walletconnect-wallet")

/** The page's directory inside a served demo build: `<demo>/wallet/`. */
export const WALLET_PAGE_DIR = "wallet"

/** What the page is made from: its own files, the dev wallet's request readers, the keys, the lockfile. */
export const WALLET_PAGE_SOURCES = [
  "devnet/walletconnect-wallet",
  "devnet/wallet",
  "devnet/chains/viemChain.ts",
  "devnet/devKeys.ts",
  "package-lock.json"
].map((source) => join(repo, source))

const newestMtime = async (path: string): Promise<number> => {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(WALLET_PAGE_BUILD))
    .map((entry) => join(entry.parentPath, entry.name))
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs))
  return Math.max(0, ...times)
}

/** Whether the cache holds a build at least as new as every source. */
export const walletPageBuildIsCurrent = async (): Promise<boolean> => {
  const built = await stat(join(WALLET_PAGE_BUILD, "index.html")).then(
    (info) => info.mtimeMs,
    () => undefined
  )
  if (built === undefined) return false
  const newest = Math.max(...(await Promise.all(WALLET_PAGE_SOURCES.map(newestMtime))))
  return newest <= built
}

/** Vite-builds the page into the cache (about 15 s on two cores). */
export const buildWalletPage = async (options: { readonly force?: boolean } = {}): Promise<string> => {
  if (options.force !== true && (await walletPageBuildIsCurrent())) return WALLET_PAGE_BUILD
  const { build } = await import("vite")
  await build({
    configFile: WALLET_PAGE_CONFIG,
    logLevel: "warn",
    // React's production build even when the caller runs under vitest (NODE_ENV=test).
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir: WALLET_PAGE_BUILD, emptyOutDir: true }
  })
  return WALLET_PAGE_BUILD
}

/** Puts a current build of the page into `<demoDir>/wallet/`; resolves to that directory. */
export const addWalletPage = async (demoDir: string, options: { readonly force?: boolean } = {}): Promise<string> => {
  const built = await buildWalletPage(options)
  const target = join(demoDir, WALLET_PAGE_DIR)
  await rm(target, { recursive: true, force: true })
  await cp(built, target, { recursive: true })
  return target
}
