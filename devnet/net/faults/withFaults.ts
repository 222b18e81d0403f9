import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import { FAULTS_PATH, serveFaultsAdmin } from "./faultsAdmin.js"
import type { FaultRegistry } from "./FaultRegistry.js"
import { showFault, showUpgradeFault } from "./showFault.js"

const pathOf = (url: string | undefined): string => (url ?? "/").split(/[?#]/)[0] ?? "/"

/**
 * Puts `faults` in front of a Node HTTP server, whoever attaches its handlers (its own code,
 * effect's platform server, a WebSocket library): `/__faults` is answered here, and a request or
 * WebSocket upgrade whose path a fault matches gets that fault instead of (or before) its answer.
 * It takes the server's `request` and `upgrade` events before their listeners do, as no listener
 * can hold back the others. CORS preflights always pass, so a page sees the fault itself rather
 * than a refused preflight. Faults by JSON-RPC method are for the JSON-RPC servers, which read
 * the body (`matchMethods`).
 */
export const withFaults = <S extends Server>(server: S, faults: FaultRegistry): S => {
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: Array<unknown>) => boolean
  const gated = (event: string | symbol, ...args: Array<unknown>): boolean => {
    const proceed = () => emit(event, ...args)
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      const path = pathOf(request.url)
      if (path === FAULTS_PATH) {
        serveFaultsAdmin(faults, request, response).catch(() => response.destroy())
        return true
      }
      const plan = request.method === "OPTIONS" ? undefined : faults.matchPath(path)
      if (plan === undefined) return proceed()
      showFault(plan, faults, request, response, proceed)
      return true
    }
    if (event === "upgrade") {
      const [request, socket] = args as [IncomingMessage, Duplex]
      const plan = faults.matchPath(pathOf(request.url))
      if (plan === undefined) return proceed()
      showUpgradeFault(plan, faults, socket, proceed)
      return true
    }
    return emit(event, ...args)
  }
  server.emit = gated as S["emit"]
  return server
}
