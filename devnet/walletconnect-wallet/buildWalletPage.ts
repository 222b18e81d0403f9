/**
 * The WalletConnect wallet page's production build, made once into a cache directory
 * (`node_modules/.cache/`, which neither git nor the linter reads) and rebuilt only when a source is newer; each served demo directory gets a copy in `wallet/`, so the e2e stack
 * and `npm start` pay for the build once, not on every start.
 *
 * Each build is named after its sources' newest time (`build-<ms>`), made in a folder of its own
 * and renamed into place when done, then never written again: a test run beside `npm start` may
 * build or copy at the same moment, and neither ever sees the other's half-written files.
 */
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const repo = here("../..")

export const WALLET_PAGE_CONFIG = here("./vite.config.ts")
export const WALLET_PAGE_CACHE = join(repo, "node_modules/.cache/doorway-walletconnect-wallet")

/** The page's directory inside a served demo build: `<demo>/wallet/`. */
export const WALLET_PAGE_DIR = "wallet"

/** What the page is made from: its own files, the dev wallet's request readers and signers, the keys, regtest's parameters, the lockfile. */
export const WALLET_PAGE_SOURCES = [
  "devnet/walletconnect-wallet",
  "devnet/wallet",
  "devnet/chains/viemChain.ts",
  "devnet/bitcoin/regtest.ts",
  "devnet/devKeys.ts",
  "package-lock.json"
].map((source) => join(repo, source))

const newestMtime = async (path: string): Promise<number> => {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(WALLET_PAGE_CACHE))
    .map((entry) => join(entry.parentPath, entry.name))
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs))
  return Math.max(0, ...times)
}

/** The cache's build of the sources as they are now (it may not exist yet). */
const currentBuildDir = async (): Promise<string> => {
  const newest = Math.max(...(await Promise.all(WALLET_PAGE_SOURCES.map(newestMtime))))
  return join(WALLET_PAGE_CACHE, `build-${Math.floor(newest)}`)
}

const isBuilt = (dir: string): Promise<boolean> =>
  stat(join(dir, "index.html")).then(
    (info) => info.isFile(),
    () => false
  )

/** Whether the cache holds a build of the sources as they are now. */
export const walletPageBuildIsCurrent = async (): Promise<boolean> => isBuilt(await currentBuildDir())

/** A rename onto a folder that exists (and holds files) fails with one of these. */
const isTaken = (error: unknown) => ["ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "")

const stampOf = (entry: string): number | undefined => {
  const stamp = /^build-(\d+)$/.exec(entry)?.[1]
  return stamp === undefined ? undefined : Number(stamp)
}

/** Builds of older sources, and the unfinished folders of builders that no longer run. */
const removeLeftovers = async (kept: string): Promise<void> => {
  const keptStamp = stampOf(basename(kept)) ?? 0
  for (const entry of await readdir(WALLET_PAGE_CACHE)) {
    const stamp = stampOf(entry)
    const builder = /^building-(\d+)-/.exec(entry)?.[1]
    const stale = stamp !== undefined ? stamp < keptStamp : builder !== undefined && !processIsAlive(Number(builder))
    if (stale) await rm(join(WALLET_PAGE_CACHE, entry), { recursive: true, force: true })
  }
}

const processIsAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Vite-builds the page into the cache (about 15 s on two cores) unless a build of the current
 * sources is there; resolves to the build's directory, which is never written again.
 */
export const buildWalletPage = async (options: { readonly force?: boolean } = {}): Promise<string> => {
  const target = await currentBuildDir()
  if (options.force !== true && (await isBuilt(target))) return target
  await mkdir(WALLET_PAGE_CACHE, { recursive: true })
  const own = await mkdtemp(join(WALLET_PAGE_CACHE, `building-${process.pid}-`))
  const { build } = await import("vite")
  await build({
    configFile: WALLET_PAGE_CONFIG,
    logLevel: "warn",
    // React's production build even when the caller runs under vitest (NODE_ENV=test).
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir: own, emptyOutDir: true }
  }).catch(async (error: unknown) => {
    await rm(own, { recursive: true, force: true })
    throw error
  })
  // A forced build replaces the one in place: moved aside first, as a rename never replaces a folder.
  const replaced = `${own}-replaced`
  if (options.force === true) await rename(target, replaced).catch(() => undefined)
  try {
    await rename(own, target)
  } catch (error) {
    // Another run finished a build of the same sources first: that one is used.
    if (!isTaken(error)) throw error
    await rm(own, { recursive: true, force: true })
  }
  await rm(replaced, { recursive: true, force: true })
  await removeLeftovers(target)
  return target
}

/** Puts a current build of the page into `<demoDir>/wallet/`; resolves to that directory. */
export const addWalletPage = async (demoDir: string, options: { readonly force?: boolean } = {}): Promise<string> => {
  const built = await buildWalletPage(options)
  const target = join(demoDir, WALLET_PAGE_DIR)
  await rm(target, { recursive: true, force: true })
  await cp(built, target, { recursive: true })
  return target
}
