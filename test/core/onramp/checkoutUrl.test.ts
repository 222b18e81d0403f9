/** The generated link extended with the provider's parameters (SPEC §9, WIRE §1.5). */
import { describe, expect, it } from "@effect/vitest"
import { checkoutUrl } from "../../../core/onramp/checkoutUrl.js"

describe("checkoutUrl", () => {
  it("keeps the link's own parameters and adds publicKey, destinationCurrencyCode (SOL on Solana, else USDC), walletAddress and externalCustomerId", () => {
    const evm = new URL(checkoutUrl("http://127.0.0.1:4000/onramp/checkout?session=a%20b", { walletAddress: "0xabc", network: { chainNamespace: "eip155" }, projectId: "p1" }))
    expect([...evm.searchParams]).toEqual([
      ["session", "a b"],
      ["publicKey", "WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU"],
      ["destinationCurrencyCode", "USDC"],
      ["walletAddress", "0xabc"],
      ["externalCustomerId", "p1"]
    ])
    expect(`${evm.origin}${evm.pathname}`).toBe("http://127.0.0.1:4000/onramp/checkout")
    const sol = new URL(checkoutUrl("https://meldcrypto.com/", { walletAddress: "7K3e", network: { chainNamespace: "solana" }, projectId: "p1" }))
    expect(sol.searchParams.get("destinationCurrencyCode")).toBe("SOL")
    expect(sol.searchParams.get("walletAddress")).toBe("7K3e")
  })
})
