import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import * as networks from "doorway-connect/networks"
import { Network } from "../../../schemas/Network.js"

const isNetwork = (value: unknown): value is Network =>
  typeof value === "object" && value !== null && "caipNetworkId" in value

const all = Object.entries(networks as Record<string, unknown>).filter((entry): entry is [string, Network] => isNetwork(entry[1]))

const MAINNETS = [
  "mainnet", "optimism", "arbitrum", "polygon", "bsc", "avalanche", "base", "zksync", "gnosis", "celo",
  "solana", "bitcoin"
]
const TESTNETS = [
  "sepolia", "optimismSepolia", "arbitrumSepolia", "polygonAmoy", "bscTestnet", "avalancheFuji", "baseSepolia",
  "zksyncSepoliaTestnet", "celoAlfajores", "gnosisChiado", "solanaTestnet", "solanaDevnet", "bitcoinTestnet"
]

describe("doorway-connect/networks", () => {
  it("exports exactly the networks of SPEC §9", () => {
    expect(all.map(([name]) => name).sort()).toEqual([...MAINNETS, ...TESTNETS].sort())
  })

  it.each(all)("%s decodes with the Network schema, unchanged", (_name, network) => {
    const decoded = Schema.decodeUnknownEither(Network)(network)
    expect(Either.isRight(decoded)).toBe(true)
    if (Either.isRight(decoded)) expect(decoded.right).toEqual(network)
  })

  it("gives every network its own CAIP-2 id", () => {
    const ids = all.map(([, network]) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(all)("%s has a CAIP-2 id made of its namespace and its own id", (_name, network) => {
    const [namespace, reference] = network.caipNetworkId.split(":")
    expect(namespace).toBe(network.chainNamespace)
    expect(reference).toBe(String(network.id))
    if (network.chainNamespace === "eip155") {
      expect(typeof network.id).toBe("number")
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
    } else {
      expect(typeof network.id).toBe("string")
    }
  })

  it("flags testnets as testnets and mainnets as not", () => {
    for (const name of TESTNETS) expect(networks[name as keyof typeof networks]).toMatchObject({ testnet: true })
    for (const name of MAINNETS) expect(networks[name as keyof typeof networks]).toMatchObject({ testnet: false })
  })

  it.each(all)("%s reaches its RPC and explorer over https, with linkable explorer URLs", (_name, network) => {
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    for (const url of network.rpcUrls.default.http) expect(new URL(url).protocol).toBe("https:")
    const explorer = network.blockExplorers?.default
    expect(explorer).toMatchObject({ name: expect.stringMatching(/\S/), url: expect.stringMatching(/^https:\/\/[^/]/) })
    expect(new URL(explorer?.url ?? "").protocol).toBe("https:")
    // Address and transaction links are appended as `/address/…`, so no trailing slash or query.
    expect(explorer?.url).not.toMatch(/[/?]$|\?/)
  })

  it("uses each family's native currency", () => {
    for (const [, network] of all) {
      if (network.chainNamespace === "eip155") expect(network.nativeCurrency.decimals).toBe(18)
    }
    for (const network of [networks.solana, networks.solanaTestnet, networks.solanaDevnet]) {
      expect(network.nativeCurrency).toEqual({ name: "Solana", symbol: "SOL", decimals: 9 })
    }
    for (const network of [networks.bitcoin, networks.bitcoinTestnet]) {
      expect(network.nativeCurrency).toEqual({ name: "Bitcoin", symbol: "BTC", decimals: 8 })
    }
  })

  it("names the Solana clusters and Bitcoin chains by their genesis references", () => {
    expect(networks.solana.caipNetworkId).toBe("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")
    expect(networks.solanaTestnet.caipNetworkId).toBe("solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z")
    expect(networks.solanaDevnet.caipNetworkId).toBe("solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1")
    expect(networks.bitcoin.caipNetworkId).toBe("bip122:000000000019d6689c085ae165831e93")
    expect(networks.bitcoinTestnet.caipNetworkId).toBe("bip122:000000000933ea01ad0ee984209779ba")
  })
})
