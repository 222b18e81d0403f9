import http from "node:http"
import type { AddressInfo } from "node:net"
import type { Duplex } from "node:stream"
import { DevnetError } from "../DevnetError.js"
import type { FaultRegistry } from "./faults/FaultRegistry.js"
import { rpcMethodsOf } from "./faults/rpcMethodsOf.js"
import { showFault } from "./faults/showFault.js"
import { withFaults } from "./faults/withFaults.js"
import { readLimitedBody } from "./readLimitedBody.js"

/** An error a method answers with: it becomes the JSON-RPC `error` object as is. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown
  ) {
    super(message)
  }
}

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603

/** One method: `params` is whatever the request carried (usually an array); the result is sent as JSON. */
export type JsonRpcMethod = (params: unknown) => unknown

export interface StartJsonRpcHttpServerOptions {
  /** Names the server in errors, e.g. "solana". */
  readonly service: string
  readonly methods: Readonly<Record<string, JsonRpcMethod>>
  readonly host?: string
  /** Default 0: a free port. */
  readonly port?: number
  /** HTTP upgrade requests (e.g. a WebSocket endpoint on the same port); refused when absent. */
  readonly onUpgrade?: (request: http.IncomingMessage, socket: Duplex, head: Buffer) => void
  /** Faults to show by path or JSON-RPC method, set at `/__faults` (devnet/net/faults); none when absent. */
  readonly faults?: FaultRegistry
}

export interface JsonRpcHttpServer {
  readonly url: string
  readonly port: number
  readonly host: string
  readonly stop: () => Promise<void>
}

const MAX_BODY_BYTES = 5 * 1024 * 1024
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, GET, OPTIONS",
  "access-control-allow-headers": "*",
  "access-control-max-age": "86400"
}

interface Reply {
  readonly jsonrpc: "2.0"
  readonly id: unknown
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown }
}

/**
 * JSON-RPC 2.0 over HTTP POST (single and batch requests), with CORS so browser pages on other
 * loopback ports can call it, and `GET /health` answering "ok". Malformed JSON gets -32700, an
 * unknown method -32601, a throwing method -32603; no request can bring the server down.
 */
export const startJsonRpcHttpServer = async (options: StartJsonRpcHttpServerOptions): Promise<JsonRpcHttpServer> => {
  const host = options.host ?? "127.0.0.1"
  const server = http.createServer((request, response) => {
    handleHttp(options.methods, options.faults, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, CORS_HEADERS)
      response.end()
    })
  })
  if (options.faults !== undefined) withFaults(server, options.faults)
  server.on("clientError", (_error, socket) => socket.destroy())
  server.on("upgrade", (request, socket: Duplex, head: Buffer) => {
    if (options.onUpgrade) options.onUpgrade(request, socket, head)
    else socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", (cause) =>
      reject(new DevnetError({ service: options.service, message: `Could not listen on ${host}:${options.port ?? 0}`, cause }))
    )
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    host,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

const handleHttp = async (
  methods: Readonly<Record<string, JsonRpcMethod>>,
  faults: FaultRegistry | undefined,
  request: http.IncomingMessage,
  response: http.ServerResponse
): Promise<void> => {
  if (request.method === "OPTIONS") {
    response.writeHead(204, CORS_HEADERS).end()
    return
  }
  if (request.method === "GET" && request.url?.split("?")[0] === "/health") {
    response.writeHead(200, { ...CORS_HEADERS, "content-type": "text/plain" }).end("ok")
    return
  }
  if (request.method !== "POST") {
    response.writeHead(405, { ...CORS_HEADERS, allow: "POST, OPTIONS" }).end()
    return
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES)
  if (body === undefined) {
    response.writeHead(413, CORS_HEADERS).end()
    return
  }
  const plan = faults?.matchMethods(rpcMethodsOf(body))
  if (plan !== undefined && faults !== undefined) {
    showFault(plan, faults, request, response, () => void reply(methods, body, response).catch(() => response.destroy()))
    return
  }
  await reply(methods, body, response)
}

const reply = async (methods: Readonly<Record<string, JsonRpcMethod>>, body: string, response: http.ServerResponse): Promise<void> => {
  const replies = await answer(methods, body)
  if (replies === undefined) {
    response.writeHead(204, CORS_HEADERS).end()
    return
  }
  response.writeHead(200, { ...CORS_HEADERS, "content-type": "application/json" })
  response.end(JSON.stringify(replies, (_key, value: unknown) => (typeof value === "bigint" ? Number(value) : value)))
}


/** The reply (or batch of replies) for a request body; `undefined` when only notifications came. */
export const answer = async (
  methods: Readonly<Record<string, JsonRpcMethod>>,
  body: string
): Promise<Reply | ReadonlyArray<Reply> | undefined> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return failure(null, PARSE_ERROR, "Parse error")
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return failure(null, INVALID_REQUEST, "Invalid request")
    const replies: Array<Reply> = []
    for (const entry of parsed) {
      const reply = await answerOne(methods, entry)
      if (reply !== undefined) replies.push(reply)
    }
    return replies.length === 0 ? undefined : replies
  }
  return answerOne(methods, parsed)
}

const answerOne = async (methods: Readonly<Record<string, JsonRpcMethod>>, request: unknown): Promise<Reply | undefined> => {
  if (typeof request !== "object" || request === null || Array.isArray(request)) {
    return failure(null, INVALID_REQUEST, "Invalid request")
  }
  const { id, method, params } = request as { id?: unknown; method?: unknown; params?: unknown }
  const replyId = typeof id === "string" || typeof id === "number" ? id : null
  if (typeof method !== "string") return failure(replyId, INVALID_REQUEST, "Invalid request")
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined
  // A request without an id is a notification: it runs, but gets no reply.
  const isNotification = !("id" in request)
  if (run === undefined) return isNotification ? undefined : failure(replyId, METHOD_NOT_FOUND, "Method not found")
  try {
    const result = await run(params ?? [])
    return isNotification ? undefined : { jsonrpc: "2.0", id: replyId, result: result ?? null }
  } catch (error) {
    if (isNotification) return undefined
    if (error instanceof JsonRpcError) {
      return failure(replyId, error.code, error.message, error.data)
    }
    return failure(replyId, INTERNAL_ERROR, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const failure = (id: unknown, code: number, message: string, data?: unknown): Reply => ({
  jsonrpc: "2.0",
  id,
  error: data === undefined ? { code, message } : { code, message, data }
})
