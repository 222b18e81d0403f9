/**
 * The cluster names a Wallet Standard wallet knows and the modal's CAIP-2 ids, both ways, checked
 * against the networks the modal offers.
 */
import { describe, expect, it } from "vitest"
import { SOLANA_CHAINS } from "@solana/wallet-standard-chains"
import { solana, solanaDevnet, solanaTestnet } from "../../../../core/networks/solana.js"
import { caipNetworkIdOf, caipReferenceOf, isSolanaWalletChain, walletChainOf } from "../../../../layers/families/solana/solanaChains.js"

const PAIRS = [
  [solana.caipNetworkId, "solana:mainnet"],
  [solanaDevnet.caipNetworkId, "solana:devnet"],
  [solanaTestnet.caipNetworkId, "solana:testnet"]
] as const

describe("solanaChains", () => {
  it.each(PAIRS)("%s is %s to a wallet, and back", (caipId, chain) => {
    expect(walletChainOf(caipId)).toBe(chain)
    expect(caipNetworkIdOf(chain)).toBe(caipId)
    expect(SOLANA_CHAINS).toContain(chain)
  })

  it("keeps a CAIP-2 id of a known cluster as it is", () => {
    for (const [caipId] of PAIRS) expect(caipNetworkIdOf(caipId)).toBe(caipId)
  })

  it("has no CAIP-2 id for localnet or a chain of another family", () => {
    expect(caipNetworkIdOf("solana:localnet")).toBeUndefined()
    expect(caipNetworkIdOf("bitcoin:mainnet")).toBeUndefined()
  })

  it("passes an id of an unknown cluster to the wallet as it is", () => {
    expect(walletChainOf("solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K")).toBe("solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K")
  })

  it("tells Solana chains from others and reads a CAIP-2 reference", () => {
    expect(isSolanaWalletChain("solana:devnet")).toBe(true)
    expect(isSolanaWalletChain(solana.caipNetworkId)).toBe(true)
    expect(isSolanaWalletChain("bip122:000000000019d6689c085ae165831e93")).toBe(false)
    expect(caipReferenceOf(solanaDevnet.caipNetworkId)).toBe(solanaDevnet.id)
  })
})
