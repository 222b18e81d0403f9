/**
 * Serves a built demo directory on 127.0.0.1: static files (a directory's `/` is its `index.html`).
 * The pages and every file without a content hash are never cached, so a rewritten `devnet.json`
 * is read afresh; the build's hashed chunks (`assets/<name>-<hash>.js`) are kept by the browser
 * for good, as a production host serves them: a returning visitor loads them from its cache. The
 * server reads each hashed chunk once and answers it from memory after.
 * Each page carries `devnet.json` inline (see `withManifest`), as a site has its configuration in
 * its own page. A server given its own manifest serves that one and never reads the directory's
 * file, so two stacks can serve one build, each with its own stand-ins. A page asked for with
 * `?csp=strict` comes under a strict Content-Security-Policy (strictCsp.ts).
 */
import { createReadStream } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { extname, join, normalize, relative, sep } from "node:path"
import { newNonce, strictCsp, wantsStrictCsp, withNonceMeta } from "./strictCsp.js"

export const HOST = "127.0.0.1"

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json"
}

export interface DemoServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  readonly url: string
  readonly port: number
  /** Closes the server and any open connection. */
  readonly close: () => Promise<void>
}

/** The port is taken (or not ours to take): the message names it. */
export class PortUnavailable extends Error {
  constructor(
    readonly port: number,
    readonly reason: string
  ) {
    super(`Port ${port} on ${HOST} is ${reason}`)
    this.name = "PortUnavailable"
  }
}

export const portErrorOf = (port: number, error: unknown): unknown => {
  const code = (error as { code?: unknown }).code
  if (code === "EADDRINUSE") return new PortUnavailable(port, "already in use")
  if (code === "EACCES") return new PortUnavailable(port, "not allowed for this user")
  return error
}

/** The id of the `<script type="application/json">` that holds `devnet.json` in each page. */
export const MANIFEST_ELEMENT_ID = "devnet-manifest"

/**
 * The page with `devnet.json` inline in its head, so the page starts the modal without a request
 * first; unchanged when the directory has no `devnet.json`. `<` is escaped, so no text of the
 * manifest can close the script element.
 */
export const withManifest = (html: string, manifest: string | undefined): string =>
  manifest === undefined
    ? html
    : html.replace(
        "</head>",
        `<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${JSON.stringify(JSON.parse(manifest)).replaceAll("<", "\\u003c")}</script></head>`
      )

/**
 * A wallet's universal link is `<page>/wc?uri=…` (what the modal's "Open the web app" opens, and
 * where the WalletConnect SDK sends each request's `/wc?requestId=…`): `<dir>/wc`, when no such
 * file exists and `<dir>/` is a page, goes to `<dir>/` with the same query.
 */
const universalLinkPage = async (dir: string, path: string): Promise<string | undefined> => {
  if (!path.endsWith("/wc") || path.split("/").includes("..")) return undefined
  const page = path.slice(0, -"wc".length)
  const exists = (file: string) => stat(normalize(join(dir, file))).then((info) => info.isFile(), () => false)
  return !(await exists(path)) && (await exists(`${page}index.html`)) ? page : undefined
}

/** A chunk Vite named after its content (`/assets/Effect-DFu5Sovp.js`): its URL changes whenever its bytes do. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8}\.(?:js|css)$/

/** Hashed chunks are kept for a year and never revalidated; anything else is asked for each time. */
const cachingOf = (path: string): string => (HASHED_ASSET.test(path) ? "public, max-age=31536000, immutable" : "no-store")

/**
 * The build's hashed chunks, each read from disk once: their bytes never change under their name,
 * so they are served from memory, as a production host or CDN serves them, with no file-system
 * round trips per request. A chunk that cannot be read is not kept.
 */
const chunkCache = () => {
  const chunks = new Map<string, Promise<Buffer>>()
  return (file: string): Promise<Buffer> => {
    const known = chunks.get(file)
    if (known !== undefined) return known
    const reading = readFile(file)
    chunks.set(file, reading)
    reading.catch(() => chunks.delete(file))
    return reading
  }
}

export interface ServeDemoOptions {
  /** This server's own `devnet.json` (undefined until known); without it, the directory's file is read. */
  readonly manifest?: () => string | undefined
}

const serveFile = async (
  dir: string,
  request: IncomingMessage,
  response: ServerResponse,
  chunk: (file: string) => Promise<Buffer>,
  options: ServeDemoOptions
): Promise<void> => {
  const path = decodeURIComponent(new URL(request.url ?? "/", `http://${HOST}`).pathname)
  const ownManifest = options.manifest
  const manifestText = () => (ownManifest === undefined ? readFile(join(dir, "devnet.json"), "utf8").catch(() => undefined) : Promise.resolve(ownManifest()))
  if (ownManifest !== undefined && path === "/devnet.json") {
    const text = ownManifest()
    if (text === undefined) response.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end("Not found")
    else response.writeHead(200, { "content-type": TYPES[".json"] ?? "application/json", "cache-control": "no-store" }).end(text)
    return
  }
  const page = await universalLinkPage(dir, path)
  if (page !== undefined) {
    // 302, not 301: the page answers for what the query holds, so the browser must not remember it.
    response.writeHead(302, { location: `${page}${new URL(request.url ?? "/", `http://${HOST}`).search}` }).end()
    return
  }
  // A directory's URL (`/`, `/wallet/`) serves its index.html.
  const file = normalize(join(dir, path.endsWith("/") ? `${path}index.html` : path))
  if (relative(dir, file).startsWith(`..${sep}`) || relative(dir, file) === "..") {
    response.writeHead(403).end()
    return
  }
  const headers = { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": cachingOf(path) }
  try {
    if (HASHED_ASSET.test(path)) {
      const body = await chunk(file)
      response.writeHead(200, headers).end(body)
      return
    }
    const info = await stat(file)
    if (info.isDirectory()) {
      // `/wallet` becomes `/wallet/`, so the page's relative URLs resolve inside its directory.
      const url = new URL(request.url ?? "/", `http://${HOST}`)
      response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end()
      return
    }
    if (!info.isFile()) throw new Error("not a file")
    if (extname(file) === ".html") {
      const manifest = await manifestText()
      const page = withManifest(await readFile(file, "utf8"), manifest)
      if (!wantsStrictCsp(new URL(request.url ?? "/", `http://${HOST}`))) {
        response.writeHead(200, headers).end(page)
        return
      }
      const nonce = newNonce()
      const policy = strictCsp(manifest === undefined ? undefined : JSON.parse(manifest), nonce)
      response.writeHead(200, { ...headers, "content-security-policy": policy }).end(withNonceMeta(page, nonce))
      return
    }
    response.writeHead(200, headers)
    createReadStream(file).pipe(response)
  } catch {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found")
  }
}

/** Serves `dir` on 127.0.0.1 at `port` (0, the default, takes a free one). */
export const serveDemo = async (dir: string, port = 0, options: ServeDemoOptions = {}): Promise<DemoServer> => {
  const chunk = chunkCache()
  const server = createServer((request, response) => {
    serveFile(dir, request, response, chunk, options).catch(() => response.writeHead(500).end())
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) => reject(portErrorOf(port, error)))
    server.listen(port, HOST, () => resolve())
  })
  const address = server.address()
  const bound = typeof address === "object" && address !== null ? address.port : port
  let closing: Promise<void> | undefined
  return {
    url: `http://${HOST}:${bound}`,
    port: bound,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }))
  }
}

/** Fails with `PortUnavailable` unless `port` can be bound on 127.0.0.1 right now. */
export const assertPortFree = (port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", (error) => reject(portErrorOf(port, error)))
    probe.listen(port, HOST, () => probe.close(() => resolve()))
  })
