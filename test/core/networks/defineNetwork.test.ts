import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import { defineNetwork } from "doorway-connect/networks"
import { Network } from "../../../schemas/Network.js"

const definition = {
  id: 31337,
  name: "Local",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:31337",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } },
  testnet: true
} as const

describe("defineNetwork", () => {
  it("returns the very object it is given", () => {
    const network = defineNetwork(definition)
    expect(network).toBe(definition)
    expect(Either.isRight(Schema.decodeUnknownEither(Network)(network))).toBe(true)
  })

  it("keeps literal fields in the type and yields a Network", () => {
    const network = defineNetwork(definition)
    const id: 31337 = network.id
    const asNetwork: Network = network
    expect(id).toBe(31337)
    expect(asNetwork.caipNetworkId).toBe("eip155:31337")
  })

  it("rejects, at compile time, a CAIP-2 id from another namespace", () => {
    const mismatched = { ...definition, chainNamespace: "solana", caipNetworkId: "eip155:31337" } as const
    // @ts-expect-error the id's namespace must be the network's own
    const network = defineNetwork(mismatched)
    // At run time it is still the identity; the schema is what checks foreign input.
    expect(network).toBe(mismatched)
  })

  it("rejects, at compile time, a namespace the product does not know", () => {
    const unknown = { ...definition, chainNamespace: "tron", caipNetworkId: "tron:1" } as const
    // @ts-expect-error `tron` is not a ChainNamespace
    expect(defineNetwork(unknown).name).toBe("Local")
    expect(Either.isLeft(Schema.decodeUnknownEither(Network)(unknown))).toBe(true)
  })
})
