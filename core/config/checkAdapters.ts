import { Effect } from "effect"
import { NoAdapterForNetwork } from "../errors/ConfigErrors.js"
import type { ResolvedOptions } from "./ResolvedOptions.js"

/**
 * The namespaces the listed adapters connect, in order, without repeats. The list may come from
 * code the types did not check: an entry without a namespace connects nothing.
 */
export const adapterNamespaces = (adapters: ReadonlyArray<unknown>): ReadonlyArray<string> => [
  ...new Set(
    adapters.flatMap((adapter) => {
      const namespace: unknown = typeof adapter === "object" && adapter !== null ? (adapter as { namespace?: unknown }).namespace : undefined
      return typeof namespace === "string" ? [namespace] : []
    })
  )
]

/**
 * SPEC §1: with `adapters`, only the families they list connect, so each configured network (the
 * default one included) must be of one of them; the first that is not fails with
 * NoAdapterForNetwork. Without `adapters` the families follow from the networks: nothing to check.
 */
export const checkAdapters = (
  options: Pick<ResolvedOptions, "networks" | "defaultNetwork" | "adapters">
): Effect.Effect<void, NoAdapterForNetwork> => {
  if (options.adapters === undefined) return Effect.void
  const adapters = adapterNamespaces(Array.isArray(options.adapters) ? options.adapters : [])
  const networks = options.defaultNetwork === undefined ? options.networks : [...options.networks, options.defaultNetwork]
  const uncovered = networks.find((network) => !adapters.includes(network.chainNamespace))
  return uncovered === undefined
    ? Effect.void
    : Effect.fail(
        new NoAdapterForNetwork({
          network: uncovered.name,
          caipNetworkId: uncovered.caipNetworkId,
          chainNamespace: uncovered.chainNamespace,
          adapters
        })
      )
}
