import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import { base, mainnet, polygon, solana, solanaDevnet } from "doorway-connect/networks"
import { initialChains } from "../../../core/connection/initialChains.js"
import { INITIAL_ACCOUNT_STATE } from "../../../core/connection/initialAccountState.js"

describe("initialChains", () => {
  it("one disconnected entry per namespace, each on its first network", () => {
    const { activeNamespace, chains } = initialChains([mainnet, solana, polygon, solanaDevnet])
    expect(activeNamespace).toEqual(Option.some("eip155"))
    expect([...chains.keys()]).toEqual(["eip155", "solana"])
    expect(chains.get("eip155")).toEqual({
      namespace: "eip155",
      networkState: {
        caipNetwork: mainnet,
        requestedCaipNetworks: [mainnet, polygon],
        approvedCaipNetworkIds: [],
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: []
      },
      accountState: INITIAL_ACCOUNT_STATE
    })
    expect(chains.get("solana")?.networkState.caipNetwork).toBe(solana)
    expect(INITIAL_ACCOUNT_STATE.status).toBe("disconnected")
    expect(INITIAL_ACCOUNT_STATE.caipAddress).toBeUndefined()
  })

  it("the default network picks the active namespace and its network", () => {
    const { activeNamespace, chains } = initialChains([mainnet, base, solana, solanaDevnet], solanaDevnet)
    expect(activeNamespace).toEqual(Option.some("solana"))
    expect(chains.get("solana")?.networkState.caipNetwork).toBe(solanaDevnet)
    expect(chains.get("eip155")?.networkState.caipNetwork).toBe(mainnet)
  })

  it("no networks, no active namespace", () => {
    const { activeNamespace, chains } = initialChains([])
    expect(Option.isNone(activeNamespace)).toBe(true)
    expect(chains.size).toBe(0)
  })
})
