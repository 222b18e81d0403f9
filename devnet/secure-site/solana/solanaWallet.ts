/**
 * A user's wallet on the local Solana cluster (WIRE §4.5, chainNamespace "solana"): the four NOT
 * SAFE `solana_*` methods, each run with the user's Ed25519 key once approved (the caller checks
 * the approval). The signing is the WalletConnect wallet page's, given the user's key; sending
 * always goes to the site's own cluster, never to an `rpcUrl` the app names.
 */
import { makeSolanaPageSigner, type SolanaPageSigner } from "../../walletconnect-wallet/solanaPageSigner.js"
import { UNRECOGNIZED_CHAIN, UNSUPPORTED_METHOD } from "../../wallet/ProviderRpcError.js"
import type { SiteUser } from "../SecureSiteStore.js"
import { SiteError } from "../SiteError.js"
import type { SiteSolanaCluster } from "./SiteSolanaCluster.js"
import { solanaKeyOf } from "./solanaUserKey.js"

export const SOLANA_SIGNING_METHODS: ReadonlySet<string> = new Set([
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction"
])

export interface SolanaCall {
  readonly method: string
  readonly params: unknown
  /** CAIP-2. */
  readonly chainId: string
}

export interface SolanaWallets {
  readonly request: (user: SiteUser, call: SolanaCall) => Promise<unknown>
}

const siteErrorOf = (error: unknown): SiteError => {
  if (error instanceof SiteError) return error
  const body = error as { code?: unknown; message?: unknown }
  return new SiteError(typeof body.message === "string" ? body.message : String(error), typeof body.code === "number" ? body.code : -32603)
}

/** The protocol's signAndSend `options` (WIRE §4.5) are the page signer's `sendOptions`. */
const signerParams = (method: string, params: unknown): unknown => {
  if (method !== "solana_signAndSendTransaction" || typeof params !== "object" || params === null) return params
  const { options, ...rest } = params as Record<string, unknown>
  return options === undefined ? rest : { ...rest, sendOptions: options }
}

export const makeSolanaWallets = (cluster: SiteSolanaCluster | undefined): SolanaWallets => {
  const signers = new Map<string, SolanaPageSigner>()
  const signerOf = (user: SiteUser, on: SiteSolanaCluster): SolanaPageSigner => {
    const known = signers.get(user.address)
    if (known !== undefined) return known
    const key = solanaKeyOf(user)
    const signer = makeSolanaPageSigner({ secretKey: key.secretKey, address: key.address, chains: [on.caipNetworkId], rpcUrl: on.rpcUrl })
    signers.set(user.address, signer)
    return signer
  }

  return {
    request: async (user, call) => {
      if (cluster === undefined || call.chainId !== cluster.caipNetworkId) throw new SiteError(`Unsupported chain: ${call.chainId}`, UNRECOGNIZED_CHAIN)
      if (!SOLANA_SIGNING_METHODS.has(call.method)) {
        throw new SiteError(`The requested method is not supported by this wallet: ${call.method}`, UNSUPPORTED_METHOD)
      }
      try {
        const answer = await signerOf(user, cluster).answer({ method: call.method, params: signerParams(call.method, call.params), chainId: call.chainId })
        return answer.result
      } catch (error) {
        throw siteErrorOf(error)
      }
    }
  }
}
