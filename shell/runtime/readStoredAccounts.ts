import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { readStoredString } from "./readStoredString.js"

/** A CAIP-10 account address (CAIP-10: `[-.%a-zA-Z0-9]{1,128}`); anything else is not painted. */
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/


/** The first account of the stored connection through `connectorId` in `entries`, if well formed. */
const accountOf = (entries: unknown, connectorId: string): string | undefined => {
  if (!Array.isArray(entries)) return undefined
  const connection: unknown = entries.find((entry: unknown) => typeof entry === "object" && entry !== null && (entry as { connectorId?: unknown }).connectorId === connectorId)
  const accounts = (connection as { accounts?: unknown } | undefined)?.accounts
  const address: unknown = Array.isArray(accounts) ? (accounts[0] as { address?: unknown } | undefined)?.address : undefined
  return typeof address === "string" && ACCOUNT_ADDRESS.test(address) ? address : undefined
}

/** What a namespace's stored connection had: its address, and the network stored as active when it is that namespace's. */
export interface StoredAccount {
  readonly address: string
  readonly caipNetworkId?: string
}

/**
 * The address each namespace's stored connection had (WIRE §5: the connector of
 * `@appkit/<namespace>:connected_connector_id`, its first account in `@appkit/connections`), read
 * at page start so a returning visitor's account can be painted before the runtime exists. Read
 * by hand, not with the stored values' schemas, which the page's first chunk does not carry: the
 * result is only a hint, shown as restoring and withdrawn unless the wallet confirms it (the start-up
 * program decodes the same keys with their schemas). Anything malformed paints nothing. With it,
 * the active network (`@appkit/active_caip_network_id`) of its namespace.
 */
export const readStoredAccounts = (namespaces: Iterable<ChainNamespace>, enableReconnect: boolean): ReadonlyMap<ChainNamespace, StoredAccount> => {
  const found = new Map<ChainNamespace, StoredAccount>()
  if (!enableReconnect) return found
  const stored = readStoredString("@appkit/connections")
  if (stored === null) return found
  let connections: unknown
  try {
    connections = JSON.parse(stored)
  } catch {
    return found
  }
  if (typeof connections !== "object" || connections === null) return found
  const activeNetwork = readStoredString("@appkit/active_caip_network_id")
  for (const namespace of namespaces) {
    const connectorId = readStoredString(`@appkit/${namespace}:connected_connector_id`)
    const address = connectorId === null ? undefined : accountOf((connections as Record<string, unknown>)[namespace], connectorId)
    if (address === undefined) continue
    found.set(namespace, activeNetwork?.startsWith(`${namespace}:`) === true ? { address, caipNetworkId: activeNetwork } : { address })
  }
  return found
}
