/** A Solana address is base58 of exactly 32 bytes; anything else (EVM, typos, other lengths) is not. */
import { base58 } from "@scure/base"
import { describe, expect, it } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS } from "../../../../devnet/devKeys.js"
import { isSolanaAddress } from "../../../../layers/families/solana/isSolanaAddress.js"

describe("isSolanaAddress", () => {
  it.each([
    SOLANA_DEV_WALLET_ADDRESS,
    "11111111111111111111111111111111",
    "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
    base58.encode(new Uint8Array(32).fill(255))
  ])("accepts %s", (address) => expect(isSolanaAddress(address)).toBe(true))

  it.each([
    ["empty", ""],
    ["an EVM address", "0x000000000000000000000000000000000000dEaD"],
    ["a character outside base58 (0)", "0PjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"],
    ["a character outside base58 (l)", "lPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"],
    ["31 bytes", base58.encode(new Uint8Array(31).fill(7))],
    ["33 bytes", base58.encode(new Uint8Array(33).fill(7))],
    ["a 64-byte signature", base58.encode(new Uint8Array(64).fill(9))],
    ["surrounding spaces", ` ${SOLANA_DEV_WALLET_ADDRESS} `]
  ])("refuses %s", (_name, text) => expect(isSolanaAddress(text)).toBe(false))
})
