/** The pieces behind the chain's answers: bitcoind's dust thresholds, electrs's script names and asm, FormatMoney. */
import { describe, expect, it } from "@effect/vitest"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../devnet/bitcoin/bitcoinDevKeys.js"
import { dustThreshold } from "../../../devnet/bitcoin/dustThreshold.js"
import { decodeHexStrict } from "../../../devnet/bitcoin/hex.js"
import { addressScript, scriptAsm, scriptPubKeyType } from "../../../devnet/bitcoin/scriptPubKeyInfo.js"
import { formatMoney } from "../../../devnet/bitcoin/TxRejected.js"

const script = (hex: string) => decodeHexStrict(hex) as Uint8Array

describe("output scripts", () => {
  it("have bitcoind's dust thresholds", () => {
    expect(dustThreshold(BITCOIN_PAYMENT_KEY.script)).toBe(294n)
    expect(dustThreshold(BITCOIN_ORDINALS_KEY.script)).toBe(330n)
    expect(dustThreshold(script(`76a914${"11".repeat(20)}88ac`))).toBe(546n)
    expect(dustThreshold(script(`a914${"11".repeat(20)}87`))).toBe(540n)
    expect(dustThreshold(script("6a0401020304"))).toBe(0n)
  })

  it("are named and written as electrs names and writes them", () => {
    expect(scriptPubKeyType(BITCOIN_PAYMENT_KEY.script)).toBe("v0_p2wpkh")
    expect(scriptPubKeyType(BITCOIN_ORDINALS_KEY.script)).toBe("v1_p2tr")
    expect(scriptAsm(BITCOIN_PAYMENT_KEY.script)).toMatch(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/)
    expect(scriptAsm(BITCOIN_ORDINALS_KEY.script)).toMatch(/^OP_PUSHNUM_1 OP_PUSHBYTES_32 [0-9a-f]{64}$/)
    expect(scriptAsm(script(`76a914${"11".repeat(20)}88ac`))).toBe(`OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${"11".repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`)
    expect(scriptAsm(script("6a4c0201"))).toBe("OP_RETURN OP_PUSHDATA1 <push past end>")
  })

  it("are read from regtest addresses only", () => {
    expect(addressScript(BITCOIN_PAYMENT_KEY.address)).toEqual(BITCOIN_PAYMENT_KEY.script)
    expect(addressScript("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toBeUndefined()
    expect(addressScript("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx")).toBeUndefined()
    expect(addressScript("bcrt1qnotanaddress")).toBeUndefined()
  })
})

it("formats amounts as bitcoind's FormatMoney", () => {
  expect(formatMoney(100_000_000n)).toBe("1.00")
  expect(formatMoney(299_989_500n)).toBe("2.999895")
  expect(formatMoney(1n)).toBe("0.00000001")
})
