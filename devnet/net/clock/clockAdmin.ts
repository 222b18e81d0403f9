import type { IncomingMessage, ServerResponse } from "node:http"
import { Either, ParseResult, Schema } from "effect"
import { isLoopbackPeer } from "../faults/faultsAdmin.js"
import type { ShiftedClock } from "./ShiftedClock.js"

/** The admin route of a stand-in with a clock: GET reads the shift, POST `{ advanceMs }` moves it on. */
export const CLOCK_PATH = "/__clock"

/** At most a day per step: enough for every lifetime the stand-ins keep, and no overflow. */
const ClockStep = Schema.Struct({ advanceMs: Schema.Int.pipe(Schema.between(1, 86_400_000)) })
const decodeClockStep = Schema.decodeUnknownEither(ClockStep)

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
  response.end(JSON.stringify(body))
}

const readSmallBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => {
      if (text.length < 1024) text += chunk
    })
    request.on("end", () => resolve(text))
    request.on("error", reject)
  })

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Answers `/__clock`, as `/__faults` does: from a program on this machine only, never from a web page. */
export const serveClockAdmin = async (clock: ShiftedClock, request: IncomingMessage, response: ServerResponse): Promise<void> => {
  if (!isLoopbackPeer(request.socket.remoteAddress)) return reply(response, 403, { message: "The clock is moved from this machine only" })
  if (request.headers.origin !== undefined) return reply(response, 403, { message: "The clock is moved by a program, not by a web page" })
  if (request.method === "GET") return reply(response, 200, { shiftMs: clock.shiftMs() })
  if (request.method !== "POST") return reply(response, 405, { message: "GET or POST" })
  const step = decodeClockStep(parseJson(await readSmallBody(request)))
  if (Either.isLeft(step)) return reply(response, 400, { message: ParseResult.TreeFormatter.formatErrorSync(step.left) })
  return reply(response, 200, { shiftMs: clock.advance(step.right.advanceMs) })
}
