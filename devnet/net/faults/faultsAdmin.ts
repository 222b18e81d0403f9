import type { IncomingMessage, ServerResponse } from "node:http"
import { Either, ParseResult } from "effect"
import { decodeFaultPlan } from "./FaultPlan.js"
import type { FaultRegistry } from "./FaultRegistry.js"

/** The admin route every stand-in serves beside its own: POST sets a fault, DELETE lifts, GET lists. */
export const FAULTS_PATH = "/__faults"

const MAX_PLAN_BYTES = 16 * 1024

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export const isLoopbackPeer = (address: string | undefined): boolean =>
  address === "::1" || (address !== undefined && /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address))

const reply = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers })
  response.end(JSON.stringify(body))
}

/** The body as text; `undefined` past the limit. */
const readPlanBody = (request: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_PLAN_BYTES) chunks.push(chunk)
    })
    request.on("end", () => resolve(size > MAX_PLAN_BYTES ? undefined : Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

const parseJson = (text: string): Either.Either<unknown, string> => {
  try {
    return Either.right(JSON.parse(text) as unknown)
  } catch {
    return Either.left("Malformed JSON")
  }
}

/**
 * Answers `/__faults`. Only a peer on this machine, and never a web page (a request with an
 * `Origin`, which every browser adds to a cross-origin POST or DELETE), may change what the
 * stand-in shows; no CORS headers are sent, so no page can read the list either.
 */
export const serveFaultsAdmin = async (faults: FaultRegistry, request: IncomingMessage, response: ServerResponse): Promise<void> => {
  if (!isLoopbackPeer(request.socket.remoteAddress)) return reply(response, 403, { message: "Faults are set from this machine only" })
  if (request.headers.origin !== undefined) return reply(response, 403, { message: "Faults are set by a program, not by a web page" })
  switch (request.method) {
    case "GET":
      return reply(response, 200, { faults: faults.list() })
    case "DELETE": {
      const route = new URL(request.url ?? "/", "http://stand-in").searchParams.get("route") ?? undefined
      return reply(response, 200, { cleared: faults.clear(route) })
    }
    case "POST": {
      const text = await readPlanBody(request)
      if (text === undefined) return reply(response, 413, { message: `A fault plan is at most ${MAX_PLAN_BYTES} bytes` })
      const plan = Either.flatMap(parseJson(text), (json) =>
        Either.mapLeft(decodeFaultPlan(json), (error) => ParseResult.TreeFormatter.formatErrorSync(error))
      )
      if (Either.isLeft(plan)) return reply(response, 400, { message: plan.left })
      return reply(response, 201, { fault: faults.add(plan.right) })
    }
    default:
      return reply(response, 405, { message: "GET, POST or DELETE" }, { allow: "GET, POST, DELETE" })
  }
}
