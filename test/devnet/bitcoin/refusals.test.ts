/**
 * Every transaction the chain refuses gets bitcoind's error, as Esplora relays it (400,
 * `sendrawtransaction RPC error: {"code":…,"message":…}`), and changes nothing: tip, mempool,
 * balances and UTXOs stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { p2pkh, RawTx, Transaction } from "@scure/btc-signer"
import { BITCOIN_MINER_KEY, BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../devnet/bitcoin/regtest.js"
import { startBitcoin, type BitcoinRegtest } from "../../../devnet/bitcoin/startBitcoin.js"
import { esploraClient, signedSpend, snapshot, STRANGER_ADDRESS, withOutputAmount, type EsploraClient, type Utxo } from "./regtestKit.js"

let bitcoin: BitcoinRegtest
let esplora: EsploraClient
let watched: ReadonlyArray<string>
beforeAll(async () => {
  bitcoin = await startBitcoin({ automine: false })
  esplora = esploraClient(bitcoin.esploraUrl)
  watched = [bitcoin.fixtures.payment.address, bitcoin.fixtures.ordinals.address, bitcoin.fixtures.miner.address, STRANGER_ADDRESS]
})
afterAll(() => bitcoin?.stop())

/** Posts `hex`, expects a 400 whose RPC error matches, and that nothing changed. */
const expectRefused = async (hex: string, code: number, message: string | RegExp) => {
  const before = await snapshot(esplora, watched)
  const answer = await esplora.postTx(hex)
  expect(answer.status).toBe(400)
  expect(answer.text.startsWith("sendrawtransaction RPC error: ")).toBe(true)
  const error = JSON.parse(answer.text.slice("sendrawtransaction RPC error: ".length)) as { code: number; message: string }
  expect(error.code).toBe(code)
  if (typeof message === "string") expect(error.message).toBe(message)
  else expect(error.message).toMatch(message)
  expect(await snapshot(esplora, watched)).toEqual(before)
}

const paymentUtxo = async (): Promise<Utxo> => (await esplora.utxos(bitcoin.fixtures.payment.address)).find((utxo) => utxo.status.confirmed)!
const ordinalsUtxo = async (): Promise<Utxo> => (await esplora.utxos(bitcoin.fixtures.ordinals.address))[0]!

describe("refused transactions", () => {
  it("bytes that are no transaction: TX decode failed (-22)", async () => {
    const valid = signedSpend(BITCOIN_PAYMENT_KEY, await paymentUtxo(), [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n).hex
    for (const body of ["", "zz", "abc", "00", `${valid}00`, valid.slice(0, -2), ` ${valid}`, `0x${valid}`]) {
      await expectRefused(body, -22, "TX decode failed. Make sure the tx has at least one input.")
    }
  })

  it("an input already spent in the mempool: txn-mempool-conflict (-26); once mined: bad-txns-inputs-missingorspent (-25)", async () => {
    const utxo = await paymentUtxo()
    const first = signedSpend(BITCOIN_PAYMENT_KEY, utxo, [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    const second = signedSpend(BITCOIN_PAYMENT_KEY, utxo, [{ address: STRANGER_ADDRESS, amount: 20_000n }], 500n)
    expect((await esplora.postTx(first.hex)).status).toBe(200)
    await expectRefused(second.hex, -26, "txn-mempool-conflict")
    // The same transaction again is no conflict: bitcoind answers its txid.
    expect(await esplora.postTx(first.hex)).toEqual({ status: 200, text: first.id })
    bitcoin.mine(1)
    await expectRefused(second.hex, -25, "bad-txns-inputs-missingorspent")
    await expectRefused(first.hex, -27, "Transaction outputs already in utxo set")
  })

  it("an input that does not exist: bad-txns-inputs-missingorspent (-25)", async () => {
    const invented = { txid: "ab".repeat(32), vout: 0, value: 100_000_000, status: { confirmed: true } }
    const tx = signedSpend(BITCOIN_PAYMENT_KEY, invented, [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    await expectRefused(tx.hex, -25, "bad-txns-inputs-missingorspent")
  })

  it("a P2WPKH signature that does not cover the transaction (-26, NULLFAIL)", async () => {
    const tx = signedSpend(BITCOIN_PAYMENT_KEY, await paymentUtxo(), [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    await expectRefused(
      withOutputAmount(tx.hex, 0, 9_999n),
      -26,
      "non-mandatory-script-verify-flag (Signature must be zero for failed CHECK(MULTI)SIG operation)"
    )
  })

  it("a Schnorr signature that does not cover the transaction (-26)", async () => {
    const tx = signedSpend(BITCOIN_ORDINALS_KEY, await ordinalsUtxo(), [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    await expectRefused(withOutputAmount(tx.hex, 0, 9_999n), -26, "non-mandatory-script-verify-flag (Invalid Schnorr signature)")
  })

  it("outputs worth more than the inputs: bad-txns-in-belowout (-26)", async () => {
    const tx = signedSpend(BITCOIN_PAYMENT_KEY, await paymentUtxo(), [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    await expectRefused(withOutputAmount(tx.hex, 0, 200_000_000n), -26, /^bad-txns-in-belowout, value in \(1\.00\) < value out \(2\.99/)
  })

  it("dust outputs: below 294 sats to P2WPKH, below 330 to P2TR (-26)", async () => {
    const utxo = await paymentUtxo()
    await expectRefused(signedSpend(BITCOIN_PAYMENT_KEY, utxo, [{ address: STRANGER_ADDRESS, amount: 293n }], 500n).hex, -26, "dust")
    await expectRefused(
      signedSpend(BITCOIN_PAYMENT_KEY, utxo, [{ address: bitcoin.fixtures.ordinals.address, amount: 329n }], 500n).hex,
      -26,
      "dust"
    )
  })

  it("a fee below 1 sat/vB: min relay fee not met (-26)", async () => {
    const tx = signedSpend(BITCOIN_PAYMENT_KEY, await paymentUtxo(), [{ address: STRANGER_ADDRESS, amount: 10_000n }], 100n)
    expect(tx.vsize).toBeGreaterThan(100)
    await expectRefused(tx.hex, -26, `min relay fee not met, 100 < ${tx.vsize}`)
  })

  it("a coinbase output before its 100 confirmations (-26)", async () => {
    const [newest] = [...(await esplora.utxos(bitcoin.fixtures.miner.address))].sort((a, b) => (b.status.block_height ?? 0) - (a.status.block_height ?? 0))
    const tx = signedSpend(BITCOIN_MINER_KEY, newest!, [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    await expectRefused(tx.hex, -26, "bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1")
  })

  it("witnesses the chain cannot verify are refused, never accepted", async () => {
    const payment = signedSpend(BITCOIN_PAYMENT_KEY, await paymentUtxo(), [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    const raw = RawTx.decode(payment.extract())
    const withWitness = (witness: ReadonlyArray<Uint8Array>) =>
      Buffer.from(RawTx.encode({ ...raw, witnesses: [witness.map((item) => Uint8Array.from(item))] })).toString("hex")
    const [signature, pubkey] = raw.witnesses?.[0] ?? []
    await expectRefused(withWitness([signature!]), -26, "non-mandatory-script-verify-flag (Witness program hash mismatch)")
    await expectRefused(withWitness([signature!, pubkey!, pubkey!]), -26, "non-mandatory-script-verify-flag (Witness program hash mismatch)")
    await expectRefused(withWitness([signature!, BITCOIN_MINER_KEY.publicKey]), -26, "non-mandatory-script-verify-flag (Script failed an OP_EQUALVERIFY operation)")
    await expectRefused(withWitness([signature!.slice(1), pubkey!]), -26, "non-mandatory-script-verify-flag (Non-canonical DER signature)")

    const taproot = signedSpend(BITCOIN_ORDINALS_KEY, await ordinalsUtxo(), [{ address: STRANGER_ADDRESS, amount: 10_000n }], 500n)
    const taprootRaw = RawTx.decode(taproot.extract())
    const [schnorrSignature] = taprootRaw.witnesses?.[0] ?? []
    const taprootWith = (witness: ReadonlyArray<Uint8Array>) =>
      Buffer.from(RawTx.encode({ ...taprootRaw, witnesses: [witness.map((item) => Uint8Array.from(item))] })).toString("hex")
    // A script-path spend (script and control block after the signature) is beyond this chain.
    await expectRefused(taprootWith([schnorrSignature!, Uint8Array.of(0x51), new Uint8Array(33).fill(0xc0)]), -26, /^bad-txns-nonstandard-inputs, input 0: a taproot script-path spend/)
    await expectRefused(taprootWith([schnorrSignature!.slice(1)]), -26, "non-mandatory-script-verify-flag (Invalid Schnorr signature size)")
    await expectRefused(taprootWith([Uint8Array.from([...schnorrSignature!, 0x00])]), -26, "non-mandatory-script-verify-flag (Invalid Schnorr signature hash type)")
  })

  it("a spend of a script type other than P2WPKH or P2TR (here P2PKH) is refused", async () => {
    const legacy = p2pkh(BITCOIN_PAYMENT_KEY.publicKey, REGTEST)
    const funding = signedSpend(BITCOIN_PAYMENT_KEY, await paymentUtxo(), [{ address: legacy.address!, amount: 100_000n }], 500n)
    expect((await esplora.postTx(funding.hex)).status).toBe(200)
    bitcoin.mine(1)
    const spend = new Transaction()
    spend.addInput({ txid: funding.id, index: 0, nonWitnessUtxo: funding.extract() })
    spend.addOutputAddress(STRANGER_ADDRESS, 90_000n, REGTEST)
    spend.sign(BITCOIN_PAYMENT_KEY.privateKey)
    spend.finalize()
    await expectRefused(spend.hex, -26, /^bad-txns-nonstandard-inputs, input 0: the spent output is neither P2WPKH nor P2TR/)
  })
})
