/**
 * A JSON-RPC node on 127.0.0.1 answering from a chain script, one or many calls per POST. The
 * network is the `chainId` query of the proxy URL, or the last path segment of a custom URL.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Ref } from "effect"
import type { Scope } from "effect"
import { answerRpc } from "../../../layers/RpcTransportTest.js"
import type { ChainScript, RpcCall } from "../../../layers/RpcTransportTest.js"

export interface Post {
  readonly url: string
  readonly contentType: string | undefined
  readonly body: unknown
}

export interface JsonRpcServer {
  readonly url: string
  readonly calls: Effect.Effect<ReadonlyArray<RpcCall>>
  readonly posts: Effect.Effect<ReadonlyArray<Post>>
}

export interface JsonRpcServerOptions {
  /** An HTTP status to answer the n-th POST with instead of the script (0-based). */
  readonly statusOf?: (index: number) => number | undefined
}

interface WireCall {
  readonly id: unknown
  readonly method: string
  readonly params?: unknown
}

export const serveJsonRpc = (script: ChainScript, options: JsonRpcServerOptions = {}): Effect.Effect<JsonRpcServer, never, Scope.Scope> =>
  Effect.gen(function* () {
    const calls = yield* Ref.make<ReadonlyArray<RpcCall>>([])
    const posts = yield* Ref.make<ReadonlyArray<Post>>([])
    const append = <A>(ref: Ref.Ref<ReadonlyArray<A>>, items: ReadonlyArray<A>) =>
      Effect.runSync(Ref.modify(ref, (all) => [all.length, [...all, ...items]]))

    const server = http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1")
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as WireCall | ReadonlyArray<WireCall>
        const index = append(posts, [{ url: `${url.pathname}${url.search}`, contentType: req.headers["content-type"], body }])
        const status = options.statusOf?.(index)
        if (status !== undefined) {
          res.writeHead(status, { "content-type": "text/plain" })
          res.end("unavailable")
          return
        }
        const network = url.searchParams.get("chainId") ?? decodeURIComponent(url.pathname.split("/").pop() ?? "")
        const list = Array.isArray(body) ? body : [body as WireCall]
        append(calls, list.map((call) => ({ caipNetworkId: network, method: call.method, params: call.params })))
        const answers = list.map((call) => ({ jsonrpc: "2.0", id: call.id, ...answerRpc(script, network, call.method, call.params) }))
        res.writeHead(200, { "content-type": "application/json" })
        res.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
      })
    })

    const port = yield* Effect.acquireRelease(
      Effect.async<number>((resume) => {
        server.listen(0, "127.0.0.1", () => resume(Effect.succeed((server.address() as AddressInfo).port)))
      }),
      () =>
        Effect.async<void>((resume) => {
          server.closeAllConnections()
          server.close(() => resume(Effect.void))
        })
    )
    return { url: `http://127.0.0.1:${port}`, calls: Ref.get(calls), posts: Ref.get(posts) }
  })
