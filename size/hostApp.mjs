/**
 * Builds the host app of `size/` for production, from the sources or from the packed library
 * installed as a user installs it, and serves it on loopback; launches Chromium so that no request
 * leaves the machine. Shared by `npm run size` and the browser tests.
 */
import { createReadStream } from "node:fs"
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { extname, join, normalize, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { installPackage, packLibrary } from "./packLibrary.mjs"

const repo = fileURLToPath(new URL("..", import.meta.url))
const here = (path) => join(repo, path)

/** The package's entries mapped to their sources, for a build from the sources. */
const SOURCE_ALIASES = [
  { find: /^doorway-connect\/react$/, replacement: here("shell/index.ts") },
  { find: /^doorway-connect\/networks$/, replacement: here("core/networks/index.ts") },
  { find: /^doorway-connect\/schemas$/, replacement: here("schemas/index.ts") },
  { find: /^doorway-connect\/layers$/, replacement: here("layers/index.ts") },
  { find: /^doorway-connect\/adapters$/, replacement: here("core/adapters/index.ts") },
  { find: /^doorway-connect\/elements$/, replacement: here("shell/elements/index.ts") },
  { find: /^doorway-connect$/, replacement: here("core/index.ts") }
]

/**
 * Vite-builds the host app into `outDir`. By default from `size/` with the package's entries
 * mapped to the sources; with `root`, from that directory with no mapping at all: every import is
 * resolved from its own `node_modules`, as in a user's project (see `preparePackedHost`).
 */
export const buildHostApp = async (outDir = here(".size/dist"), { root } = {}) => {
  const { build } = await import("vite")
  await build({
    configFile: false,
    root: root ?? here("size"),
    mode: "production",
    logLevel: "warn",
    esbuild: { jsx: "automatic" },
    resolve: root === undefined ? { alias: SOURCE_ALIASES } : {},
    build: { outDir, emptyOutDir: true, target: "es2022", reportCompressedSize: false, chunkSizeWarningLimit: 2048 }
  })
  return outDir
}

/**
 * Where the packed host lives: outside the repository, so that no import can fall back on the
 * workspace's own `node_modules` (a package the library forgot to declare would resolve there).
 */
export const PACKED_HOST_DIR = join(tmpdir(), "doorway-connect-size-host")

const installedVersion = async (name) => JSON.parse(await readFile(here(`node_modules/${name}/package.json`), "utf8")).version

/**
 * The host app of `size/` as a user's project in `hostDir`: its page and script, a package.json
 * naming the package's required peers at the versions the workspace has (so both builds weigh the same
 * React, effect and viem), and the library packed and installed with npm. Resolves to `hostDir`.
 */
export const preparePackedHost = async (hostDir = PACKED_HOST_DIR) => {
  await mkdir(hostDir, { recursive: true })
  for (const file of ["index.html", "main.tsx"]) await copyFile(here(`size/${file}`), join(hostDir, file))
  const { peerDependencies, peerDependenciesMeta = {} } = JSON.parse(await readFile(here("package.json"), "utf8"))
  // The required peers only: the optional ones serve entries the page does not import.
  const required = Object.keys(peerDependencies).filter((name) => peerDependenciesMeta[name]?.optional !== true)
  const dependencies = Object.fromEntries(await Promise.all(required.map(async (name) => [name, await installedVersion(name)])))
  const manifest = { name: "doorway-connect-size-host", private: true, type: "module", dependencies }
  await writeFile(join(hostDir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  const tarball = await packLibrary(join(hostDir, ".pack"))
  await installPackage(hostDir, tarball)
  return hostDir
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json"
}

/** Serves `dir` on 127.0.0.1 at a free port; `/` is `index.html`. */
export const serveStatic = async (dir) => {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname)
    const file = normalize(join(dir, path === "/" ? "index.html" : path))
    if (relative(dir, file).startsWith(`..${sep}`)) {
      response.writeHead(403).end()
      return
    }
    try {
      const info = await stat(file)
      if (!info.isFile()) throw new Error("not a file")
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" })
      createReadStream(file).pipe(response)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

/** A loopback port nothing listens on: requests to it fail at once, and never leave the machine. */
export const closedPort = async () => {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(() => resolve()))
  return port
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
export const listFiles = async (dir) => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join("/"))
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

const isLoopback = (url) => {
  const { protocol, hostname } = new URL(url)
  if (protocol === "data:" || protocol === "blob:" || protocol === "about:") return true
  return hostname === "localhost" || hostname === "[::1]" || hostname.startsWith("127.")
}

/** Debian's Chromium, headless; every request to anything but loopback is aborted. */
export const launchChromium = async (contextOptions = {}) => {
  const { chromium } = await import("playwright-core")
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS
  })
  const context = await browser.newContext(contextOptions)
  await context.route("**/*", (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()))
  return { browser, context }
}
