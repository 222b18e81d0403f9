import { defineChain, type Chain } from "viem"

export interface ViemChainInput {
  readonly chainId: number
  readonly name: string
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

/** A viem chain for a local node: the real chain id and currency, the local RPC URL. */
export const viemChain = (chain: ViemChainInput, rpcUrl: string): Chain =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } }
  })
