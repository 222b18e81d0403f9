import http from "node:http"
import type { AddressInfo } from "node:net"
import { DevnetError } from "../DevnetError.js"
import { FAULTS_PATH } from "../net/faults/faultsAdmin.js"
import { makeFaultRegistry, type FaultRegistry } from "../net/faults/FaultRegistry.js"
import { rpcMethodsOf } from "../net/faults/rpcMethodsOf.js"
import { showFault } from "../net/faults/showFault.js"
import { withFaults } from "../net/faults/withFaults.js"

const HOST = "127.0.0.1"
const MAX_BODY_BYTES = 5 * 1024 * 1024
/** Hop-by-hop headers: each side of the front has its own connection. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "host", "upgrade"])

const endToEnd = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

export interface RpcFront {
  /** What pages and wallets are given as the chain's RPC URL. */
  readonly url: string
  /** `<url>/__faults`. */
  readonly faultsUrl: string
  readonly faults: FaultRegistry
  readonly stop: () => Promise<void>
}

/**
 * An HTTP front for a node (anvil is a child process whose answers cannot be changed from here):
 * every request goes to `nodeUrl` as it came, unless a fault matches its path or one of its
 * JSON-RPC methods.
 */
export const startRpcFront = async (service: string, nodeUrl: string): Promise<RpcFront> => {
  const node = new URL(nodeUrl)
  const agent = new http.Agent({ keepAlive: true })
  const faults = makeFaultRegistry()
  const forward = (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer) => {
    const upstream = http.request(
      { host: node.hostname, port: node.port, path: request.url, method: request.method, headers: endToEnd(request.headers), agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers))
        answer.pipe(response)
      }
    )
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "access-control-allow-origin": "*" })
      response.end()
    })
    upstream.end(body)
  }
  const server = withFaults(
    http.createServer((request, response) => {
      const chunks: Array<Buffer> = []
      let size = 0
      request.on("data", (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_BODY_BYTES) chunks.push(chunk)
      })
      request.on("end", () => {
        if (size > MAX_BODY_BYTES) return void response.writeHead(413, { "access-control-allow-origin": "*" }).end()
        const body = Buffer.concat(chunks)
        const plan = request.method === "POST" ? faults.matchMethods(rpcMethodsOf(body.toString("utf8"))) : undefined
        if (plan === undefined) forward(request, response, body)
        else showFault(plan, faults, request, response, () => forward(request, response, body))
      })
    }),
    faults
  )
  server.on("clientError", (_error, socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    server.once("error", (cause) => reject(new DevnetError({ service, message: `Could not start the RPC front of ${nodeUrl}`, cause })))
    server.listen(0, HOST, () => resolve())
  })
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}`
  let stopping: Promise<void> | undefined
  return {
    url,
    faultsUrl: `${url}${FAULTS_PATH}`,
    faults,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        faults.clear()
        server.close(() => resolve())
        server.closeAllConnections()
        agent.destroy()
      }))
  }
}
