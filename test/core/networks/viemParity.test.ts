/**
 * The EVM data is written out by hand so the networks entry never loads viem; this suite holds it
 * to viem's chain definitions, so a drift shows up here rather than in a wallet.
 */
import { describe, expect, it } from "@effect/vitest"
import * as chains from "viem/chains"
import type { Chain } from "viem"
import * as networks from "doorway-connect/networks"
import type { Network } from "../../../schemas/Network.js"

const pairs: ReadonlyArray<readonly [Network, Chain]> = [
  [networks.mainnet, chains.mainnet],
  [networks.optimism, chains.optimism],
  [networks.arbitrum, chains.arbitrum],
  [networks.polygon, chains.polygon],
  [networks.bsc, chains.bsc],
  [networks.avalanche, chains.avalanche],
  [networks.base, chains.base],
  [networks.zksync, chains.zksync],
  [networks.gnosis, chains.gnosis],
  [networks.celo, chains.celo],
  [networks.sepolia, chains.sepolia],
  [networks.optimismSepolia, chains.optimismSepolia],
  [networks.arbitrumSepolia, chains.arbitrumSepolia],
  [networks.polygonAmoy, chains.polygonAmoy],
  [networks.bscTestnet, chains.bscTestnet],
  [networks.avalancheFuji, chains.avalancheFuji],
  [networks.baseSepolia, chains.baseSepolia],
  [networks.zksyncSepoliaTestnet, chains.zksyncSepoliaTestnet],
  [networks.celoAlfajores, chains.celoAlfajores],
  [networks.gnosisChiado, chains.gnosisChiado]
]

describe("EVM networks match viem's chain definitions", () => {
  it.each(pairs.map(([network, chain]) => [network.name, network, chain] as const))(
    "%s",
    (_name, network, chain) => {
      expect(network.id).toBe(chain.id)
      expect(network.name).toBe(chain.name)
      expect(network.nativeCurrency).toEqual(chain.nativeCurrency)
      expect(network.rpcUrls.default.http).toEqual(chain.rpcUrls.default.http)
      expect(network.blockExplorers?.default.name).toBe(chain.blockExplorers?.default.name)
      // viem writes two explorer URLs with a trailing slash; ours are link bases without one.
      expect(network.blockExplorers?.default.url).toBe(chain.blockExplorers?.default.url.replace(/\/$/, ""))
      expect(network.testnet).toBe(chain.testnet === true)
    }
  )
})
