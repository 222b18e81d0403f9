import type { IncomingMessage, ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import { DEFAULT_RETRY_AFTER_SECONDS, DEFAULT_SLOW_MS, type FaultPlan } from "./FaultPlan.js"
import type { FaultRegistry } from "./FaultRegistry.js"

const REASONS: Readonly<Record<"429" | "500" | "503", string>> = {
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "503": "Service Unavailable"
}

/** The headers of a status fault: readable by a page on another origin, `Retry-After` included. */
const statusHeaders = (plan: FaultPlan, body: string): Record<string, string> => {
  const retryAfter = plan.retryAfterSeconds ?? (plan.fault === "429" ? DEFAULT_RETRY_AFTER_SECONDS : undefined)
  return {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    "access-control-allow-origin": "*",
    "access-control-expose-headers": "retry-after",
    ...(retryAfter === undefined ? {} : { "retry-after": String(retryAfter) })
  }
}

/** Runs `proceed` later: after `delayMs` for "slow", once the route is cleared for "hang"; never once the peer is gone. */
const later = (plan: FaultPlan, faults: FaultRegistry, socket: Duplex, proceed: () => void): void => {
  const go = () => {
    if (!socket.destroyed) proceed()
  }
  if (plan.fault === "hang") void faults.held(plan.route).then(go)
  else setTimeout(go, plan.delayMs ?? DEFAULT_SLOW_MS).unref()
}

/** Shows `plan` to an HTTP request; `proceed` serves it as usual (late, for "slow" and a lifted "hang"). */
export const showFault = (
  plan: FaultPlan,
  faults: FaultRegistry,
  request: IncomingMessage,
  response: ServerResponse,
  proceed: () => void
): void => {
  switch (plan.fault) {
    case "drop":
      request.socket.destroy()
      return
    case "hang":
    case "slow":
      later(plan, faults, request.socket, proceed)
      return
    default: {
      const body = JSON.stringify({ message: REASONS[plan.fault] })
      response.writeHead(Number(plan.fault), statusHeaders(plan, body)).end(body)
    }
  }
}

/** Shows `plan` to a WebSocket upgrade request; `proceed` completes the handshake as usual. */
export const showUpgradeFault = (plan: FaultPlan, faults: FaultRegistry, socket: Duplex, proceed: () => void): void => {
  switch (plan.fault) {
    case "drop":
      socket.destroy()
      return
    case "hang":
    case "slow":
      later(plan, faults, socket, proceed)
      return
    default: {
      const body = JSON.stringify({ message: REASONS[plan.fault] })
      const headers = Object.entries({ ...statusHeaders(plan, body), connection: "close" })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("")
      socket.end(`HTTP/1.1 ${plan.fault} ${REASONS[plan.fault]}\r\n${headers}\r\n${body}`)
    }
  }
}
