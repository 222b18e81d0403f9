/**
 * Serves a built demo directory on 127.0.0.1: static files (`/` is `index.html`), never cached, so
 * a rewritten `devnet.json` is read afresh.
 */
import { createReadStream } from "node:fs"
import { stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { extname, join, normalize, relative, sep } from "node:path"

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

const serveFile = async (dir: string, request: IncomingMessage, response: ServerResponse): Promise<void> => {
  const path = decodeURIComponent(new URL(request.url ?? "/", `http://${HOST}`).pathname)
  const file = normalize(join(dir, path === "/" ? "index.html" : path))
  if (relative(dir, file).startsWith(`..${sep}`) || relative(dir, file) === "..") {
    response.writeHead(403).end()
    return
  }
  try {
    const info = await stat(file)
    if (!info.isFile()) throw new Error("not a file")
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" })
    createReadStream(file).pipe(response)
  } catch {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found")
  }
}

/** Serves `dir` on 127.0.0.1 at `port` (0, the default, takes a free one). */
export const serveDemo = async (dir: string, port = 0): Promise<DemoServer> => {
  const server = createServer((request, response) => {
    serveFile(dir, request, response).catch(() => response.writeHead(500).end())
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
