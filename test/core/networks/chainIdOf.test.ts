import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import * as networks from "doorway-connect/networks"
import { chainIdOf } from "doorway-connect/networks"
import { CaipNetworkId } from "../../../schemas/Caip.js"

const id = Schema.decodeUnknownSync(CaipNetworkId)

describe("chainIdOf", () => {
  it("is the number on EVM networks", () => {
    expect(chainIdOf(networks.mainnet)).toBe(1)
    expect(chainIdOf(networks.arbitrum)).toBe(42161)
    expect(chainIdOf(networks.sepolia)).toBe(11155111)
  })

  it("is the CAIP-2 reference on Solana and Bitcoin", () => {
    expect(chainIdOf(networks.solana)).toBe("5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")
    expect(chainIdOf(networks.bitcoinTestnet)).toBe("000000000933ea01ad0ee984209779ba")
  })

  it("agrees with `id` on every exported network", () => {
    for (const value of Object.values(networks)) {
      if (typeof value === "object" && "caipNetworkId" in value) expect(chainIdOf(value)).toBe(value.id)
    }
  })

  it("keeps a reference as a string when it is not a plain decimal or not EVM", () => {
    expect(chainIdOf({ chainNamespace: "eip155", caipNetworkId: id("eip155:0x1") })).toBe("0x1")
    expect(chainIdOf({ chainNamespace: "eip155", caipNetworkId: id("eip155:01") })).toBe("01")
    expect(chainIdOf({ chainNamespace: "cosmos", caipNetworkId: id("cosmos:1234") })).toBe("1234")
    expect(chainIdOf({ chainNamespace: "cosmos", caipNetworkId: id("cosmos:cosmoshub-4") })).toBe("cosmoshub-4")
  })
})
