/**
 * The arithmetic of a Bitcoin send before the wallet is asked: the fee rate taken from Esplora's
 * estimates, the dust limit (checked against the local chain's own copy of bitcoind's rule), the
 * size of the transaction (checked against transactions btc-signer really signs with the dev keys)
 * and the coin selection with its change.
 */
import { secp256k1 } from "@noble/curves/secp256k1"
import { p2ms, p2pkh, p2sh, p2tr, p2wpkh, p2wsh, Transaction } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import type { BitcoinDevKey } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { dustThreshold } from "../../../../devnet/bitcoin/dustThreshold.js"
import { dustLimit } from "../../../../layers/families/bitcoin/transfer/dustLimit.js"
import { feeAt, feeRateOf } from "../../../../layers/families/bitcoin/transfer/feeRate.js"
import { selectCoins } from "../../../../layers/families/bitcoin/transfer/selectCoins.js"
import type { Coin } from "../../../../layers/families/bitcoin/transfer/selectCoins.js"
import { vsizeOf } from "../../../../layers/families/bitcoin/transfer/txSize.js"

const publicKey = secp256k1.getPublicKey(new Uint8Array(32).fill(7), true)
const SCRIPTS = {
  wpkh: p2wpkh(publicKey).script,
  tr: p2tr(publicKey.slice(1)).script,
  pkh: p2pkh(publicKey).script,
  sh: p2sh(p2wpkh(publicKey)).script,
  wsh: p2wsh(p2ms(1, [publicKey])).script
}

describe("feeRateOf", () => {
  it("takes the next-block estimate, fractional as Esplora sends it", () => {
    expect(feeRateOf({ "1": 5, "2": 4, "6": 2, "144": 1 })).toBe(5)
    expect(feeRateOf({ "1": 2.5 })).toBe(2.5)
  })

  it("without a next-block estimate, the soonest target the server gives", () => {
    expect(feeRateOf({ "144": 1.1, "6": 2, "3": 3.2 })).toBe(3.2)
    expect(feeRateOf({ "1": Number.NaN, "2": 4 })).toBe(4)
  })

  it("no estimates at all (a quiet regtest server answers {}) is the 1 sat/vB minimum relay fee; nothing goes below it", () => {
    expect(feeRateOf({})).toBe(1)
    expect(feeRateOf({ "1": 0.4 })).toBe(1)
    expect(feeRateOf({ "1": 0, "6": 0.2 })).toBe(1)
  })

  it("feeAt rounds the sats up: 141 vB at 2.5 sat/vB is 353", () => {
    expect(feeAt(141, 2.5)).toBe(353n)
    expect(feeAt(141, 5)).toBe(705n)
  })
})

describe("dustLimit", () => {
  it("is bitcoind's: 294 sats to P2WPKH, 330 to P2TR and P2WSH, 540 to P2SH, 546 to P2PKH", () => {
    expect(Object.fromEntries(Object.entries(SCRIPTS).map(([type, script]) => [type, dustLimit(script)]))).toEqual({
      wpkh: 294n,
      tr: 330n,
      pkh: 546n,
      sh: 540n,
      wsh: 330n
    })
    for (const script of Object.values(SCRIPTS)) expect(dustLimit(script)).toBe(dustThreshold(script))
  })
})

/** A transaction spending `inputs` outputs of `key` to `outputs` scripts, signed and final, as a wallet would make it. */
const signed = (key: BitcoinDevKey, inputs: number, outputs: ReadonlyArray<Uint8Array>): Transaction => {
  const tx = new Transaction()
  for (let index = 0; index < inputs; index++) {
    tx.addInput({
      txid: new Uint8Array(32).fill(index + 1),
      index,
      witnessUtxo: { script: key.script, amount: 100_000n },
      ...(key.publicKey.length === 32 ? { tapInternalKey: key.publicKey } : {})
    })
  }
  for (const script of outputs) tx.addOutput({ script, amount: 1_000n })
  tx.sign(key.privateKey)
  tx.finalize()
  return tx
}

describe("vsizeOf", () => {
  it("is never below a signed transaction's size, and at most one byte over per input", () => {
    for (const [kind, key] of [["wpkh", BITCOIN_PAYMENT_KEY], ["tr", BITCOIN_ORDINALS_KEY]] as const) {
      for (const inputs of [1, 2, 3]) {
        for (const outputs of [[SCRIPTS.wpkh], [SCRIPTS.tr, key.script], [SCRIPTS.pkh, SCRIPTS.sh, key.script]]) {
          const actual = signed(key, inputs, outputs).vsize
          const estimated = vsizeOf(kind, inputs, outputs.map((script) => script.length))
          expect(estimated).toBeGreaterThanOrEqual(actual)
          expect(estimated - actual).toBeLessThanOrEqual(inputs)
        }
      }
    }
  })

  it("one P2WPKH input paying two P2WPKH outputs is 141 vB; one P2TR input paying P2WPKH and P2TR 143 vB", () => {
    // 10.5 vB of version, counts, lock time, marker and flag; 68.25 per P2WPKH input, 57.75 per P2TR one; 31 per P2WPKH output, 43 per P2TR one.
    expect(vsizeOf("wpkh", 1, [22, 22])).toBe(141)
    expect(vsizeOf("tr", 1, [22, 34])).toBe(143)
  })
})

describe("selectCoins", () => {
  const coin = (value: bigint, confirmed = true, vout = 0): Coin => ({ txid: `${vout}`.padStart(64, "0"), vout, value, confirmed })
  const request = { feeRate: 5, spend: "wpkh" as const, receiverScript: SCRIPTS.wpkh, changeScript: SCRIPTS.wpkh }
  const oneInTwoOut = 705n
  const oneInOneOut = feeAt(vsizeOf("wpkh", 1, [22]), 5)

  it("largest first, confirmed before waiting: the fewest inputs; the rest comes back as change", () => {
    const coins = [coin(30_000n, true, 1), coin(90_000n, false, 2), coin(50_000n, true, 3), coin(70_000n, true, 4)]
    expect(selectCoins({ ...request, coins, amount: 60_000n })).toEqual({ inputs: [coins[3]], fee: oneInTwoOut, change: 70_000n - 60_000n - oneInTwoOut })
    const two = selectCoins({ ...request, coins, amount: 100_000n })
    expect(two?.inputs).toEqual([coins[3], coins[2]])
    expect(two?.fee).toBe(feeAt(vsizeOf("wpkh", 2, [22, 22]), 5))
    // The waiting output only when the confirmed ones fall short.
    expect(selectCoins({ ...request, coins, amount: 160_000n })?.inputs).toEqual([coins[3], coins[2], coins[0], coins[1]])
  })

  it("change at the dust limit is kept; one sat less goes to the miner, without a change output", () => {
    const amount = 10_000n
    const atDust = selectCoins({ ...request, coins: [coin(amount + oneInTwoOut + 294n)], amount })
    expect(atDust).toMatchObject({ fee: oneInTwoOut, change: 294n })
    const belowDust = selectCoins({ ...request, coins: [coin(amount + oneInTwoOut + 293n)], amount })
    expect(belowDust).toMatchObject({ fee: oneInTwoOut + 293n, change: 0n })
    expect(oneInTwoOut + 293n).toBeGreaterThan(oneInOneOut)
  })

  it("exactly the amount and the fee without change is enough; one sat less is not; nothing to spend is not", () => {
    const amount = 10_000n
    expect(selectCoins({ ...request, coins: [coin(amount + oneInOneOut)], amount })).toMatchObject({ fee: oneInOneOut, change: 0n })
    expect(selectCoins({ ...request, coins: [coin(amount + oneInOneOut - 1n)], amount })).toBeUndefined()
    expect(selectCoins({ ...request, coins: [], amount })).toBeUndefined()
  })
})
