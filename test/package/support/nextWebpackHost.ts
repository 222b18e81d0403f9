/**
 * The Next.js example of docs/install.md as a user's project (`test/package/next-webpack`): a Next.js 16 App
 * Router app built with webpack (`next build --webpack`). Copied to a scratch directory outside
 * the repository, its own dependencies installed from its lockfile, the packed tarball (the one
 * the Vite host installs) beside them, built once, and served by `next start` on loopback.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { cp, mkdtemp, rm } from "node:fs/promises"
import net from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { QUIET_INSTALL, run } from "../../../size/packLibrary.mjs"

const FIXTURE = fileURLToPath(new URL("../next-webpack", import.meta.url))

export interface NextWebpackHost {
  /** The page's URL, served by `next start`. */
  readonly url: string
  /** How long each step took, in ms. */
  readonly timings: Readonly<Record<"install" | "build", number>>
  readonly stop: () => Promise<void>
}

const isFixtureSource = (path: string): boolean => !/(^|[/\\])(node_modules|\.next)([/\\]|$)/.test(path)

/** A free loopback port, as the system hands one out. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** `next start` on `port`; resolves once it says it is ready. */
const serve = (dir: string, port: number): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(dir, "node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(port)], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready in/.test(output)) resolve(child)
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) => reject(new Error(`next start exited with ${code}: ${output}`)))
  })

/**
 * The app's own dependencies install while the tarball is still being packed (`tarball` settles
 * when it is); then the tarball goes in, the app is built and served.
 */
export const startNextWebpackHost = async (tarball: Promise<string>): Promise<NextWebpackHost> => {
  const dir = await mkdtemp(join(tmpdir(), "doorway-connect-next-"))
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    await cp(FIXTURE, dir, { recursive: true, filter: (source) => isFixtureSource(source.slice(FIXTURE.length)) })
    let started = Date.now()
    await run("npm", ["install", ...QUIET_INSTALL], dir)
    await run("npm", ["install", "--no-save", ...QUIET_INSTALL, await tarball], dir)
    const install = Date.now() - started
    started = Date.now()
    await run("npm", ["run", "build"], dir)
    const build = Date.now() - started
    const port = await freePort()
    const server = await serve(dir, port)
    return {
      url: `http://127.0.0.1:${port}/`,
      timings: { install, build },
      stop: async () => {
        server.kill()
        await remove()
      }
    }
  } catch (error) {
    await remove()
    throw error
  }
}
