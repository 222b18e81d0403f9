/**
 * The host app of `test/package/host` as a user's project: copied to a scratch directory outside
 * the repository (so nothing resolves from the workspace's `node_modules`, and the committed
 * lockfile is never touched), with AppKit's quick-start fixtures as its second and third pages
 * (`test/package/quickstart`, and `test/package/wagmi-quickstart` with wagmi 3). Its own
 * dependencies come from its lockfile; the library is packed once and its tarball installed with
 * npm; the host is built once (every page and the server entry).
 */
import { cp, mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import { installPackage, packLibrary, run } from "../../../size/packLibrary.mjs"

const HOST = fileURLToPath(new URL("../host", import.meta.url))
const QUICKSTART = fileURLToPath(new URL("../quickstart", import.meta.url))
const WAGMI_QUICKSTART = fileURLToPath(new URL("../wagmi-quickstart", import.meta.url))

export interface PackedHost {
  /** The scratch project. */
  readonly dir: string
  /** The client build (`dist/client`): `index.html` (the app) and `quickstart.html`. */
  readonly clientDir: string
  readonly tarball: string
  /** How long each step took, in ms: pack (with the library's build), install, build. */
  readonly timings: Readonly<Record<"pack" | "install" | "build", number>>
  /** Runs the host's TypeScript with one of its configs; resolves to its output, rejects with it on errors. */
  readonly typecheck: (config: "tsconfig.json" | "tsconfig.node10.json" | "tsconfig.wagmi.json") => Promise<string>
  /** The version of an installed package, as the host resolves it. */
  readonly installedVersion: (name: string) => Promise<string>
  readonly remove: () => Promise<void>
}

const isHostSource = (path: string): boolean => !/(^|[/\\])(node_modules|dist)([/\\]|$)/.test(path)
/** The quick start's modules; its AppKit original and its tests stay out of the host. */
const isQuickStartModule = (path: string): boolean => !/\.[^/\\]+$/.test(basename(path)) || (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))

export const preparePackedHost = async (
  /** Told the tarball's path as soon as it is packed, so another host can install it meanwhile. */
  onPacked: (tarball: string) => void = () => undefined
): Promise<PackedHost> => {
  const dir = await mkdtemp(join(tmpdir(), "doorway-connect-host-"))
  const remove = () => rm(dir, { recursive: true, force: true })
  const timings = { pack: 0, install: 0, build: 0 }
  const timed = async <A>(step: keyof typeof timings, work: () => Promise<A>): Promise<A> => {
    const started = Date.now()
    try {
      return await work()
    } finally {
      timings[step] = Date.now() - started
    }
  }
  try {
    await cp(HOST, dir, { recursive: true, filter: (source) => isHostSource(source.slice(HOST.length)) })
    await cp(QUICKSTART, join(dir, "src/quickstart"), { recursive: true, filter: (source) => isQuickStartModule(source.slice(QUICKSTART.length)) })
    await cp(WAGMI_QUICKSTART, join(dir, "src/wagmi-quickstart"), {
      recursive: true,
      filter: (source) => isQuickStartModule(source.slice(WAGMI_QUICKSTART.length))
    })
    const tarball = await timed("pack", () => packLibrary(join(dir, ".pack")))
    onPacked(tarball)
    await timed("install", () => installPackage(dir, tarball))
    await timed("build", () => run("npm", ["run", "build"], dir))
    return {
      dir,
      clientDir: join(dir, "dist/client"),
      tarball,
      timings,
      typecheck: (config) => run(process.execPath, [join(dir, "node_modules/typescript/bin/tsc"), "-p", config], dir),
      installedVersion: async (name) => (JSON.parse(await readFile(join(dir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version,
      remove
    }
  } catch (error) {
    await remove()
    throw error
  }
}
