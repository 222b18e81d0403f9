import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { readStoredString } from "./readStoredString.js"

/**
 * The namespaces whose connection the page remembers and the start-up program will restore (WIRE
 * §5: `@appkit/<namespace>:connected_connector_id`, read as it reads it: a plain string): only in a
 * browser, and only when reconnection is on. Storage the page may not use remembers nothing.
 */
export const storedNamespaces = (namespaces: Iterable<ChainNamespace>, enableReconnect: boolean): ReadonlySet<ChainNamespace> => {
  const found = new Set<ChainNamespace>()
  if (!enableReconnect) return found
  for (const namespace of namespaces) {
    if (readStoredString(`@appkit/${namespace}:connected_connector_id`) !== null) found.add(namespace)
  }
  return found
}
