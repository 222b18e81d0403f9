import { describe, expect, it } from "@effect/vitest"
import { Keypair, PublicKey } from "@solana/web3.js"
import fc from "fast-check"
import { decodeBase58, encodeBase58 } from "../../../devnet/solana/base58.js"
import {
  TOKEN_ACCOUNT_SIZE,
  decodeMint,
  decodeTokenAccount,
  encodeMint,
  encodeTokenAccount,
  uiAmountString
} from "../../../devnet/solana/splToken.js"

describe("base58", () => {
  it("round-trips any bytes, leading zeros included, and agrees with web3.js on keys", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
      })
    )
    const key = Keypair.generate().publicKey
    expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
    expect(encodeBase58(new Uint8Array(32))).toBe(new PublicKey(new Uint8Array(32)).toBase58())
    expect(decodeBase58("0OIl")).toBeUndefined()
  })
})

describe("SPL token layouts", () => {
  it("round-trip a mint and a token account", () => {
    const authority = Keypair.generate().publicKey
    const mint = { mintAuthority: authority, supply: 123_456_789n, decimals: 6, isInitialized: true, freezeAuthority: null }
    expect(decodeMint(encodeMint(mint))).toEqual(mint)
    const account = {
      mint: Keypair.generate().publicKey,
      owner: authority,
      amount: 2n ** 63n + 5n,
      delegate: null,
      state: "frozen" as const,
      isNative: 2_039_280n,
      delegatedAmount: 0n,
      closeAuthority: Keypair.generate().publicKey
    }
    const bytes = encodeTokenAccount(account)
    expect(bytes).toHaveLength(TOKEN_ACCOUNT_SIZE)
    expect(decodeTokenAccount(bytes)).toEqual(account)
    expect(decodeMint(bytes)).toBeUndefined()
    expect(decodeTokenAccount(encodeMint(mint))).toBeUndefined()
  })

  it("writes amounts the way the RPC's uiAmountString does", () => {
    expect(uiAmountString(1_500_000n, 6)).toBe("1.5")
    expect(uiAmountString(1_000_000n, 6)).toBe("1")
    expect(uiAmountString(5n, 6)).toBe("0.000005")
    expect(uiAmountString(0n, 6)).toBe("0")
    expect(uiAmountString(42n, 0)).toBe("42")
  })
})
