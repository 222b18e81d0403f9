/**
 * Builds the host app of `size/` for production and serves it on loopback; launches Chromium so
 * that no request leaves the machine. Shared by `npm run size` and the browser tests.
 */
import { createReadStream } from "node:fs"
import { readdir, stat } from "node:fs/promises"
import { createServer } from "node:http"
import { extname, join, normalize, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"

const repo = fileURLToPath(new URL("..", import.meta.url))
const here = (path) => join(repo, path)

/** Vite-builds `size/` into `outDir` with the package's entries mapped to the sources. */
export const buildHostApp = async (outDir = here(".size/dist")) => {
  const { build } = await import("vite")
  await build({
    configFile: false,
    root: here("size"),
    mode: "production",
    logLevel: "warn",
    esbuild: { jsx: "automatic" },
    resolve: {
      alias: [
        { find: /^doorway-connect\/react$/, replacement: here("shell/index.ts") },
        { find: /^doorway-connect\/networks$/, replacement: here("core/networks/index.ts") },
        { find: /^doorway-connect\/schemas$/, replacement: here("schemas/index.ts") },
        { find: /^doorway-connect$/, replacement: here("core/index.ts") }
      ]
    },
    build: { outDir, emptyOutDir: true, target: "es2022", reportCompressedSize: false, chunkSizeWarningLimit: 2048 }
  })
  return outDir
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
export const launchChromium = async () => {
  const { chromium } = await import("playwright-core")
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS
  })
  const context = await browser.newContext()
  await context.route("**/*", (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()))
  return { browser, context }
}
