/** One viem public client per local EVM chain, shared by every request (HTTP, batched). */
import { createPublicClient, http, type PublicClient } from "viem"
import type { EvmChain } from "../chains/startEvmChains.js"
import { viemChain } from "../chains/viemChain.js"

export type ChainClients = (chain: EvmChain) => PublicClient

export const makeChainClients = (): ChainClients => {
  const clients = new Map<number, PublicClient>()
  return (chain) => {
    const existing = clients.get(chain.chainId)
    if (existing !== undefined) return existing
    const client = createPublicClient({
      chain: viemChain({ ...chain, nativeCurrency: chain.fixtures.nativeCurrency }, chain.rpcUrl),
      transport: http(chain.rpcUrl, { batch: true, retryCount: 0 })
    }) as PublicClient
    clients.set(chain.chainId, client)
    return client
  }
}
