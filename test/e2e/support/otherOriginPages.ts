/**
 * Blank pages on origins other than the demo's and the secure site's, for the tests of the frame
 * transport (WIRE §4.2): one server that answers every path with an empty document, listening on
 * 127.0.0.1 (reached as `http://localhost:PORT`, a site of its own for the browser) and on ::1
 * (`http://[::1]:PORT`, an origin no project of the local catalogue allows).
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

const BLANK_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another origin</title></head><body></body></html>'

export interface OtherOriginPages {
  /** `http://localhost:PORT`: allowed by the demo project, but neither the demo's origin nor the secure site's. */
  readonly localhost: string
  /** `http://127.0.0.1:PORT`: allowed by the demo project. */
  readonly loopback: string
  /** `http://[::1]:PORT`: allowed by no project. */
  readonly ipv6: string
  readonly close: () => Promise<void>
}

const listen = (host: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      response.end(BLANK_PAGE)
    })
    server.once("error", reject)
    server.listen(0, host, () => resolve(server))
  })

const portOf = (server: Server): number => (server.address() as AddressInfo).port

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

export const startOtherOriginPages = async (): Promise<OtherOriginPages> => {
  const [v4, v6] = await Promise.all([listen("127.0.0.1"), listen("::1")])
  return {
    localhost: `http://localhost:${portOf(v4)}`,
    loopback: `http://127.0.0.1:${portOf(v4)}`,
    ipv6: `http://[::1]:${portOf(v6)}`,
    close: async () => {
      await Promise.all([closeServer(v4), closeServer(v6)])
    }
  }
}
