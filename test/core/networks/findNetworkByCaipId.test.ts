import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import { base, findNetworkByCaipId, mainnet, solana, solanaDevnet } from "doorway-connect/networks"

const offered = [mainnet, base, solana, solanaDevnet]

describe("findNetworkByCaipId", () => {
  it("finds an offered network by its CAIP-2 id", () => {
    expect(findNetworkByCaipId(offered, "eip155:8453")).toEqual(Option.some(base))
    expect(findNetworkByCaipId(offered, "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1")).toEqual(Option.some(solanaDevnet))
  })

  it("is None for a network the app does not offer", () => {
    expect(Option.isNone(findNetworkByCaipId(offered, "eip155:10"))).toBe(true)
    expect(Option.isNone(findNetworkByCaipId([], "eip155:1"))).toBe(true)
  })

  it("matches the id exactly: no prefix, bare reference or other letter case", () => {
    expect(Option.isNone(findNetworkByCaipId(offered, "eip155:84"))).toBe(true)
    expect(Option.isNone(findNetworkByCaipId(offered, "8453"))).toBe(true)
    expect(Option.isNone(findNetworkByCaipId(offered, "solana:etwtrabzayq6imfeyKouRu166VU2xqa1"))).toBe(true)
  })

  it("returns the first match when a list repeats a network", () => {
    const renamed = { ...mainnet, name: "Ethereum (custom RPC)" }
    expect(findNetworkByCaipId([renamed, mainnet], "eip155:1")).toEqual(Option.some(renamed))
  })
})
