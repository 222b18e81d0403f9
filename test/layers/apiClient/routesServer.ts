/**
 * A real HTTP server on 127.0.0.1 answering from a routes table, recording what it receives, so
 * the live client is checked over a socket against the same script as the in-memory one.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Ref } from "effect"
import type { Scope } from "effect"
import { answerRoute, replyText } from "../../../layers/ApiClientTest.js"
import type { RecordedRequest, Routes } from "../../../layers/ApiClientTest.js"

export interface RoutesServer {
  readonly url: string
  readonly requests: Effect.Effect<ReadonlyArray<RecordedRequest>>
}

export const serveRoutes = (routes: Routes): Effect.Effect<RoutesServer, never, Scope.Scope> =>
  Effect.gen(function* () {
    const log = yield* Ref.make<ReadonlyArray<RecordedRequest>>([])
    const record = (request: RecordedRequest) => Effect.runSync(Ref.update(log, (all) => [...all, request]))

    const server = http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1")
        const method = req.method === "POST" ? "POST" : "GET"
        const text = Buffer.concat(chunks).toString("utf8")
        const body: unknown = text ? JSON.parse(text) : undefined
        const query = [...url.searchParams.entries()]
        record({ method, path: url.pathname, query, body, contentType: req.headers["content-type"] })
        const reply = answerRoute(routes, method, url.pathname, { query: Object.fromEntries(query), body })
        if (reply.drop) {
          req.socket.destroy()
          return
        }
        // Never answered: the socket stays open until the client gives up or the server closes.
        if (reply.hang) return
        const retryAfter = reply.retryAfter === undefined ? {} : { "retry-after": reply.retryAfter }
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...retryAfter })
        res.end(replyText(reply))
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
    return { url: `http://127.0.0.1:${port}`, requests: Ref.get(log) }
  })
