import { describe, expect, it, vi } from "vitest"

describe("doorway-connect/adapters", () => {
  it("exports the EVM and Solana adapters, plain values carrying their family's namespace", async () => {
    const entry = await import("doorway-connect/adapters")
    expect(Object.keys(entry).sort()).toEqual(["EvmAdapter", "SolanaAdapter"])
    expect(JSON.parse(JSON.stringify(new entry.EvmAdapter()))).toEqual({ namespace: "eip155" })
    expect(JSON.parse(JSON.stringify(new entry.SolanaAdapter()))).toEqual({ namespace: "solana" })
  })

  it("importing it changes nothing global", async () => {
    vi.resetModules()
    const before = Reflect.ownKeys(globalThis)
    await import("../../../core/adapters/index.js")
    expect(Reflect.ownKeys(globalThis)).toEqual(before)
  })
})
