/**
 * The local Solana cluster the secure site serves: the auth connector serves eip155 and solana
 * (SPEC §5), the embedded wallet only on the local chains. The local cluster answers as
 * mainnet-beta, so its CAIP-2 id is mainnet-beta's.
 */
import { evmChainIdOf } from "../SiteChain.js"

export interface SiteSolanaCluster {
  readonly rpcUrl: string
  /** CAIP-2, `solana:<first 32 characters of the genesis hash>`. */
  readonly caipNetworkId: string
}

export const SOLANA_NAMESPACE = "solana"

// A CAIP-2 Solana reference: 32 characters of base58.
const BARE_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * The CAIP-2 id of a chain named with no namespace beside it (GET_USER, SWITCH_NETWORK):
 * `solana:<ref>`, or a bare reference that is not an EVM chain id; undefined for any other.
 */
export const solanaChainIdOf = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined
  if (value.startsWith(`${SOLANA_NAMESPACE}:`)) return value
  return evmChainIdOf(value) === undefined && BARE_REFERENCE.test(value) ? `${SOLANA_NAMESPACE}:${value}` : undefined
}

/** The CAIP-2 id of a chain a request of the solana namespace names: `solana:<ref>` or the bare ref. */
export const solanaNamespaceChainIdOf = (value: unknown): string | undefined => {
  if (typeof value !== "string" || value === "") return undefined
  return value.startsWith(`${SOLANA_NAMESPACE}:`) ? value : `${SOLANA_NAMESPACE}:${value}`
}

/** An RPC_REQUEST for the Solana wallet: its namespace says so, or a `solana_*` method does. */
export const isSolanaRequest = (payload: { readonly method: string; readonly chainNamespace?: string | undefined }): boolean =>
  payload.chainNamespace === SOLANA_NAMESPACE || payload.method.startsWith(`${SOLANA_NAMESPACE}_`)
