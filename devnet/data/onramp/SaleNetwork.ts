/**
 * A network the local on-ramp sells on: one of the local EVM chains, or the local Solana cluster.
 * Each is named as the hosted catalogue names networks (`ethereum-mainnet`, `solana-mainnet`), and
 * by its chain id as the options list it (`1`, or the cluster's CAIP-2 reference).
 */
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { SolanaCluster } from "../../solana/startSolana.js"
import type { DataContext } from "../DataContext.js"

interface NetworkNames {
  /** The catalogue's network name (`polygon-mainnet`). */
  readonly networkName: string
  /** The name a buyer reads (`Polygon`). */
  readonly displayName: string
  /** The chain id as the options list it: an EVM chain id, or a CAIP-2 reference. */
  readonly chainId: string
  readonly caipNetworkId: string
}

export type SaleNetwork =
  | (NetworkNames & { readonly _tag: "Evm"; readonly chain: EvmChain })
  | (NetworkNames & { readonly _tag: "Solana"; readonly cluster: SolanaCluster })

const EVM_NETWORK_NAMES: Readonly<Record<number, string>> = {
  1: "ethereum-mainnet",
  137: "polygon-mainnet",
  11155111: "ethereum-sepolia"
}

export const evmSaleNetwork = (chain: EvmChain): SaleNetwork => ({
  _tag: "Evm",
  chain,
  networkName: EVM_NETWORK_NAMES[chain.chainId] ?? `${chain.name.toLowerCase()}-${chain.chainId}`,
  displayName: chain.name,
  chainId: String(chain.chainId),
  caipNetworkId: chain.caipNetworkId
})

/** The local cluster answers with mainnet-beta's genesis hash, so it is sold as Solana mainnet. */
export const solanaSaleNetwork = (cluster: SolanaCluster): SaleNetwork => ({
  _tag: "Solana",
  cluster,
  networkName: "solana-mainnet",
  displayName: "Solana",
  chainId: cluster.caipNetworkId.slice("solana:".length),
  caipNetworkId: cluster.caipNetworkId
})

/** Every network the on-ramp sells on: the EVM chains in their order, then Solana. */
export const saleNetworks = (ctx: DataContext): ReadonlyArray<SaleNetwork> => [...ctx.chains.map(evmSaleNetwork), solanaSaleNetwork(ctx.solana)]

/**
 * The network a designator names: a network name (`polygon-mainnet`), its first word for a
 * mainnet (`polygon`, `solana`), a display name, a chain id (`137`, the cluster's reference) or a
 * CAIP-2 id (`eip155:137`).
 */
export const saleNetworkOf = (ctx: DataContext, value: string): SaleNetwork | undefined => {
  const wanted = value.trim().toLowerCase()
  return saleNetworks(ctx).find(
    (network) =>
      network.networkName === wanted ||
      network.networkName === `${wanted}-mainnet` ||
      network.displayName.toLowerCase() === wanted ||
      network.chainId.toLowerCase() === wanted ||
      network.caipNetworkId.toLowerCase() === wanted
  )
}
