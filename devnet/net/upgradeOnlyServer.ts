import http from "node:http"
import type { Duplex } from "node:stream"
import type { FaultRegistry } from "./faults/FaultRegistry.js"
import { withFaults } from "./faults/withFaults.js"

export interface UpgradeOnlyServer {
  readonly port: number
  readonly stop: () => Promise<void>
}

/**
 * An HTTP server that only takes upgrade requests (plain requests get 426), for a WebSocket
 * endpoint on its own port, its handshakes under `faults` when given. Rejects when the port is taken.
 */
export const listenUpgradeOnly = (
  host: string,
  port: number,
  onUpgrade: (request: http.IncomingMessage, socket: Duplex, head: Buffer) => void,
  faults?: FaultRegistry
): Promise<UpgradeOnlyServer> =>
  new Promise((resolve, reject) => {
    const server = http.createServer((_request, response) => response.writeHead(426, { upgrade: "websocket" }).end())
    if (faults !== undefined) withFaults(server, faults)
    server.on("upgrade", onUpgrade)
    server.on("clientError", (_error, socket) => socket.destroy())
    server.once("error", reject)
    server.listen(port, host, () =>
      resolve({
        port,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          })
      })
    )
  })
