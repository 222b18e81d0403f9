/**
 * The Solana side of the app events (WIRE §4.3–§4.5): which Solana chain an event names, and the
 * GET_USER answer on one. The session's Solana chain is kept apart from its EVM chain.
 */
import type { SiwxMessage } from "../../../schemas/Siwx.js"
import { UNRECOGNIZED_CHAIN } from "../../wallet/ProviderRpcError.js"
import { emailOf, type SiteUser } from "../SecureSiteStore.js"
import { SiteError } from "../SiteError.js"
import { signSiwx } from "../signSiwx.js"
import { solanaChainIdOf, solanaNamespaceChainIdOf, type SiteSolanaCluster } from "./SiteSolanaCluster.js"
import { solanaKeyOf } from "./solanaUserKey.js"

export interface SolanaChains {
  /** True when `value`, sent without a namespace, names a Solana chain (supported or not). */
  readonly names: (value: unknown) => boolean
  /** The CAIP-2 id of the supported Solana chain `value` names, or the unsupported-chain error (4902, as on EVM). */
  readonly supported: (value: unknown) => string
  /** The chain a solana request without `chainId` is on: the session's, else the site's cluster. */
  readonly current: (sessionChain: string | undefined) => string
}

export const makeSolanaChains = (cluster: SiteSolanaCluster | undefined): SolanaChains => {
  const supported = (value: unknown): string => {
    const chainId = solanaNamespaceChainIdOf(value)
    if (cluster === undefined || chainId !== cluster.caipNetworkId) throw new SiteError(`Unsupported chain: ${String(value)}`, UNRECOGNIZED_CHAIN)
    return chainId
  }
  return {
    names: (value) => solanaChainIdOf(value) !== undefined,
    supported,
    current: (sessionChain) => sessionChain ?? cluster?.caipNetworkId ?? supported(undefined)
  }
}

/** GET_USER's answer on a Solana chain: the user's Solana address, an EOA, email as on EVM. */
export const solanaUserPayload = async (user: SiteUser, chainId: string, siwxMessage: SiwxMessage | undefined) => {
  const { address } = solanaKeyOf(user)
  const siwx = siwxMessage === undefined ? {} : await signSiwx(user, siwxMessage)
  return {
    email: emailOf(user),
    address,
    chainId,
    accounts: [{ address, type: "eoa" }],
    preferredAccountType: "eoa",
    smartAccountDeployed: false,
    ...siwx
  }
}
