/**
 * A JSON-RPC node on loopback for layer tests: answers each call (one or a batch) with what
 * `answer` returns for its method, and records every call with the path it was posted to.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"

export interface RecordedCall {
  readonly path: string
  readonly method: string
  readonly params: unknown
}

export interface JsonRpcNode {
  readonly url: string
  readonly calls: Array<RecordedCall>
  readonly close: () => Promise<void>
}

interface Call {
  readonly id: number
  readonly method: string
  readonly params?: unknown
}

export const startJsonRpcNode = async (answer: (method: string) => unknown): Promise<JsonRpcNode> => {
  const calls: Array<RecordedCall> = []
  const server = http.createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Call | Array<Call>
      const list = Array.isArray(body) ? body : [body]
      for (const call of list) calls.push({ path: request.url ?? "", method: call.method, params: call.params })
      const answers = list.map((call) => ({ jsonrpc: "2.0", id: call.id, result: answer(call.method) }))
      response.writeHead(200, { "content-type": "application/json" })
      response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
