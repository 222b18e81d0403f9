/**
 * For pages that keep the modal's hosted defaults (no `endpoints`, the networks' public RPC URLs,
 * a placeholder project id): every request to a hosted service or to a network's default RPC is
 * answered by the local stand-in that plays it, with the project id replaced by the one the local
 * stack knows. Requests to anything else are left to the guarded context, which aborts and
 * records them.
 */
import type { BrowserContext, Route } from "playwright-core"
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
