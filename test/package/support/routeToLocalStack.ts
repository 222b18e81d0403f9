/**
 * For pages that keep the modal's hosted defaults (no `endpoints`, the networks' public RPC URLs,
 * a placeholder project id): every request to a hosted service or to a network's default RPC is
 * answered by the local stand-in that plays it, with the project id replaced by the one the local
 * stack knows. Requests to anything else are left to the guarded context, which aborts and
 * records them.
 */
import type { BrowserContext, Route } from "playwright-core"
import WebSocket from "ws"
import { DEFAULT_ENDPOINTS } from "../../../core/config/defaults.js"
import * as networks from "../../../core/networks/index.js"
import type { ServedManifest } from "../../e2e/support/E2eStack.js"

/** Origin → the local base URL answering for it. */
const localOrigins = (devnet: ServedManifest): ReadonlyMap<string, string> => {
  const entries: Array<readonly [string, string]> = [
    [DEFAULT_ENDPOINTS.blockchain, devnet.data.url],
    [DEFAULT_ENDPOINTS.catalogue, devnet.catalogue.url],
    [DEFAULT_ENDPOINTS.analytics, devnet.catalogue.url]
  ]
  return new Map(entries.map(([hosted, local]) => [new URL(hosted).origin, local]))
}

/** A network's default RPC URL → the local node with its chain id. */
const localRpcUrls = (devnet: ServedManifest): ReadonlyMap<string, string> => {
  const map = new Map<string, string>()
  for (const network of Object.values(networks)) {
    if (typeof network !== "object" || network === null || !("rpcUrls" in network) || !("id" in network)) continue
    const node = devnet.evm.find((chain) => chain.chainId === network.id)
    const url = network.rpcUrls.default.http[0]
    if (node !== undefined && url !== undefined) map.set(url, node.rpcUrl)
  }
  return map
}

/** Where a hosted request goes locally, or undefined for anything else. */
export const localUrlOf = (devnet: ServedManifest, url: string): string | undefined => {
  const rpc = localRpcUrls(devnet).get(url)
  if (rpc !== undefined) return rpc
  const parsed = new URL(url)
  const base = localOrigins(devnet).get(parsed.origin)
  if (base === undefined) return undefined
  const local = new URL(`${parsed.pathname}${parsed.search}`, base)
  if (local.searchParams.has("projectId")) local.searchParams.set("projectId", devnet.projectId)
  return local.toString()
}

const GONE = /has been (closed|disposed)/i

/** Routes the context's hosted-service and public-RPC requests to the local stack. */
export const routeToLocalStack = async (context: BrowserContext, devnet: ServedManifest): Promise<void> => {
  await context.route(
    (url) => localUrlOf(devnet, url.href) !== undefined,
    async (route: Route) => {
      const target = localUrlOf(devnet, route.request().url())
      if (target === undefined) return route.fallback()
      try {
        return await route.fulfill({ response: await route.fetch({ url: target }) })
      } catch (error) {
        // The page or its context went away while the request was under way (the test is over):
        // nothing to answer. Playwright then says the page, context or fetched response was closed
        // or disposed, sometimes before the page reports itself closed.
        if (GONE.test(String(error)) || route.request().frame().page().isClosed()) return
        throw error
      }
    }
  )
}

/** The WalletConnect SDK's verify service (a page on the hosted relay asks it about each peer). */
const VERIFY_ORIGIN = "https://verify.walletconnect.org"

/**
 * The verify service, for pages whose relay is the local one in the hosted relay's place: it has no
 * attestation of anything said there, and answers every question as it answers an unknown one.
 */
export const routeVerifyToLocalStack = async (context: BrowserContext): Promise<void> => {
  await context.route(
    (url) => url.origin === VERIFY_ORIGIN,
    (route) => route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: "attestation not found" }) })
  )
}

/**
 * The hosted relay's socket, for pages that keep the hosted defaults: each socket the page opens
 * to it is carried to the local relay (which plays the hosted one, see devnet/relay/startRelay.ts),
 * message for message both ways, with the project id replaced as for the hosted services.
 */
export const routeRelayToLocalStack = async (context: BrowserContext, devnet: ServedManifest): Promise<void> => {
  const hosted = new URL(DEFAULT_ENDPOINTS.relay).origin
  await context.routeWebSocket(
    (url) => url.origin === hosted,
    (page) => {
      const asked = new URL(page.url())
      const local = new URL(`${asked.pathname}${asked.search}`, devnet.relay.url)
      if (local.searchParams.has("projectId")) local.searchParams.set("projectId", devnet.projectId)
      const relay = new WebSocket(local)
      const waiting: Array<string | Buffer> = []
      relay.on("open", () => {
        for (const message of waiting.splice(0)) relay.send(message)
      })
      relay.on("message", (data, isBinary) => page.send(isBinary ? (data as Buffer) : data.toString()))
      relay.on("close", (code, reason) => void page.close({ code: code === 1005 ? 1000 : code, reason: reason.toString() }).catch(() => undefined))
      relay.on("error", () => void page.close({ code: 1011, reason: "The local relay is unreachable" }).catch(() => undefined))
      page.onMessage((message) => {
        if (relay.readyState === WebSocket.OPEN) relay.send(message)
        else waiting.push(message)
      })
      page.onClose(() => relay.close())
    }
  )
}
