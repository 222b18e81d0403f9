import { describe, expect, it, vi } from "vitest"

describe("doorway-connect/adapters", () => {
  it("exports the EVM adapter, a plain value carrying its family's namespace", async () => {
    const entry = await import("doorway-connect/adapters")
    expect(Object.keys(entry)).toEqual(["EvmAdapter"])
    const adapter = new entry.EvmAdapter()
    expect(adapter.namespace).toBe("eip155")
    expect(JSON.parse(JSON.stringify(adapter))).toEqual({ namespace: "eip155" })
  })

  it("importing it changes nothing global", async () => {
    vi.resetModules()
    const before = Reflect.ownKeys(globalThis)
    await import("../../../core/adapters/index.js")
    expect(Reflect.ownKeys(globalThis)).toEqual(before)
  })
})
