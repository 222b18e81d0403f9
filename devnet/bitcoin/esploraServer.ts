/**
 * Esplora's HTTP front on 127.0.0.1: CORS for browser pages on other ports, bodies read up to
 * bitcoind's limits, every answer from `answerEsplora`, and the devnet's fault routes in front.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { DevnetError } from "../DevnetError.js"
import type { FaultRegistry } from "../net/faults/FaultRegistry.js"
import { withFaults } from "../net/faults/withFaults.js"
import { answerEsplora, type EsploraChain } from "./esploraRoutes.js"
import { readLimitedBody } from "../net/readLimitedBody.js"

const HOST = "127.0.0.1"
/** A raw transaction of the largest standard weight, as hex. */
const MAX_BODY_BYTES = 2 * 400_000 + 1024
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "*",
  "access-control-max-age": "86400"
}

export interface EsploraServer {
  readonly url: string
  readonly port: number
  readonly stop: () => Promise<void>
}

export const startEsploraServer = async (esplora: EsploraChain, faults: FaultRegistry, port = 0): Promise<EsploraServer> => {
  const server = withFaults(
    http.createServer((request, response) => {
      serve(esplora, request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500, CORS_HEADERS)
        response.end()
      })
    }),
    faults
  )
  server.on("clientError", (_error, socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    server.once("error", (cause) => reject(new DevnetError({ service: "bitcoin", message: `Could not listen on ${HOST}:${port}`, cause })))
    server.listen(port, HOST, () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://${HOST}:${bound}`,
    port: bound,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

const serve = async (esplora: EsploraChain, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
  if (request.method === "OPTIONS") {
    response.writeHead(204, CORS_HEADERS).end()
    return
  }
  const body = request.method === "POST" ? await readLimitedBody(request, MAX_BODY_BYTES) : ""
  if (body === undefined) {
    response.writeHead(413, { ...CORS_HEADERS, "content-type": "text/plain" }).end("request body too large")
    return
  }
  const url = new URL(request.url ?? "/", `http://${HOST}`)
  const answer = answerEsplora(esplora, { method: request.method ?? "GET", path: url.pathname, query: url.searchParams, body })
  response.writeHead(answer.status, { ...CORS_HEADERS, "content-type": answer.contentType })
  response.end(answer.body)
}

