/**
 * `/__restart`, beside `/__faults` on the relay and the secure site: a stand-in stopped and
 * started again on the same port, as a process restart would, for the outage tests. POST
 * `{"downMs": 2000}` (0 to 60,000): answered 202, then every socket and the server close, and after
 * `downMs` a fresh server listens on the same port (its memory gone; what its data folder keeps
 * stays). Taken from this machine only, and never from a web page (an `Origin`), as `/__faults`.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import { Either, Schema } from "effect"
import { isLoopbackPeer } from "../faults/faultsAdmin.js"

export const RESTART_PATH = "/__restart"
const MAX_DOWN_MS = 60_000

const RestartPlan = Schema.Struct({ downMs: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, MAX_DOWN_MS)), { default: () => 0 }) })
const decodePlan = Schema.decodeUnknownEither(Schema.parseJson(RestartPlan))

/** The restart route of a stand-in whose faults are at `faultsUrl` (devnet.json's `faults`). */
export const restartUrlOf = (faultsUrl: string): string => new URL(RESTART_PATH, faultsUrl).href

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
  response.end(JSON.stringify(body))
}

const readText = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

/** Serves `/__restart` on `server` ahead of its own routes; `restart` runs once the answer is sent. */
export const withRestartRoute = <S extends Server>(server: S, restart: (downMs: number) => void): S => {
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: Array<unknown>) => boolean
  const gated = (event: string | symbol, ...args: Array<unknown>): boolean => {
    if (event !== "request") return emit(event, ...args)
    const [request, response] = args as [IncomingMessage, ServerResponse]
    if ((request.url ?? "/").split(/[?#]/)[0] !== RESTART_PATH) return emit(event, ...args)
    void (async () => {
      if (!isLoopbackPeer(request.socket.remoteAddress)) return reply(response, 403, { message: "Restarts are asked from this machine only" })
      if (request.headers.origin !== undefined) return reply(response, 403, { message: "Restarts are asked by a program, not by a web page" })
      if (request.method !== "POST") return reply(response, 405, { message: "POST" })
      const text = await readText(request)
      const plan = decodePlan(text === "" ? "{}" : text)
      if (Either.isLeft(plan)) return reply(response, 400, { message: `Expected {"downMs": 0 to ${MAX_DOWN_MS}}` })
      response.once("finish", () => restart(plan.right.downMs))
      return reply(response, 202, { restarting: true, downMs: plan.right.downMs })
    })().catch(() => response.destroy())
    return true
  }
  server.emit = gated as S["emit"]
  return server
}

/** Asks the stand-in at `restartUrl` to restart, down for `downMs`; resolves once it has said yes. */
export const restartStandIn = async (restartUrl: string, downMs: number): Promise<void> => {
  const response = await fetch(restartUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ downMs }) })
  if (response.status !== 202) throw new Error(`${restartUrl}: ${response.status} ${await response.text()}`)
}
