/**
 * The package as a host app gets it: the library built and packed with `npm pack` (exactly the
 * files npm would publish), and that tarball installed into a host directory with `npm install`,
 * beside the host's own dependencies. Shared by `npm run size` and the packed-host browser test.
 */
import { spawn } from "node:child_process"
import { mkdir } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const repo = fileURLToPath(new URL("..", import.meta.url))

/** npm's flags for an install that takes what the cache has and prints no audit or funding notes. */
export const QUIET_INSTALL = ["--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"]

/**
 * The environment for a child process in another project: npm's settings (registry, cache,
 * certificates, proxies) pass on; the calling script's own variables (its package, its lifecycle,
 * its project's prefix) stay behind, so npm in the child works on the child's project. So do a test
 * runner's (`NODE_ENV=test`, `VITEST*`): under them a framework's production build takes its
 * development paths (Next.js prerenders with `jsxDEV` missing).
 */
const isCallersOwn = (name) => {
  const lower = name.toLowerCase()
  if (lower === "node_env" || lower.startsWith("vitest")) return true
  return lower.startsWith("npm_") && !(lower.startsWith("npm_config_") && lower !== "npm_config_local_prefix")
}

const childEnvironment = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !isCallersOwn(name)))

/** Runs a command; resolves to its stdout, rejects with its output's tail when it fails. */
export const run = (command, args, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnvironment(), stdio: ["ignore", "pipe", "pipe"] })
    const out = []
    const err = []
    child.stdout.on("data", (chunk) => out.push(chunk))
    child.stderr.on("data", (chunk) => err.push(chunk))
    child.on("error", reject)
    child.on("close", (code) => {
      const stdout = Buffer.concat(out).toString("utf8")
      if (code === 0) return resolve(stdout)
      const stderr = Buffer.concat(err).toString("utf8")
      const tail = `${stdout}\n${stderr}`.trim().split("\n").slice(-40).join("\n")
      reject(new Error(`${command} ${args.join(" ")} (in ${cwd}) exited with ${code}:\n${tail}`))
    })
  })

/**
 * Builds the library (`npm run build`) and packs it into `destDir`; resolves to the tarball's
 * absolute path. The pack itself skips the `prepack` build, which has just run.
 */
export const packLibrary = async (destDir) => {
  await mkdir(destDir, { recursive: true })
  await run("npm", ["run", "build", "--silent"], repo)
  const [packed] = JSON.parse(await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", destDir], repo))
  if (packed === undefined) throw new Error("npm pack produced no tarball")
  return join(destDir, packed.filename)
}

/**
 * Installs `hostDir`'s own dependencies (from its lockfile when it has one), then the tarball,
 * without recording it in the host's package.json or lockfile, as one installs a local build.
 */
export const installPackage = async (hostDir, tarball) => {
  await run("npm", ["install", ...QUIET_INSTALL], hostDir)
  await run("npm", ["install", "--no-save", ...QUIET_INSTALL, tarball], hostDir)
}
