/**
 * The dev wallet's Bitcoin half against a real local regtest chain over Esplora's HTTP API (no
 * automine, so each test sees its own transaction wait and then mines it): PSBTs signed through
 * the Wallet Standard and finalized by the page are accepted, sats-connect's signPsbt broadcasts,
 * sendTransfer pays a fresh address with change back at the chain's fee rate, and a refusal sends
 * nothing.
 */
import { secp256k1 } from "@noble/curves/secp256k1"
import { base64 } from "@scure/base"
import { p2wpkh, Transaction } from "@scure/btc-signer"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../../devnet/bitcoin/regtest.js"
import type { BitcoinSignTransactionInput } from "../../../../devnet/wallet/bitcoin/bitcoinFeatures.js"
import { startBitcoin, type BitcoinRegtest } from "../../../../devnet/bitcoin/startBitcoin.js"
import { esploraClient, type EsploraClient, type Utxo } from "../../bitcoin/regtestKit.js"
import { bitcoinConfig, bitcoinWallet, connectBoth, errorOf, failure, resultOf, type BitcoinWalletUnderTest } from "./bitcoinWalletFixture.js"

let regtest: BitcoinRegtest
let esplora: EsploraClient

beforeAll(async () => {
  regtest = await startBitcoin({ automine: false })
  esplora = esploraClient(regtest.esploraUrl)
})

afterAll(async () => {
  await regtest?.stop()
})

let seed = 0x20
/** A regtest P2WPKH address no test has used. */
const freshAddress = (): string => p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(++seed), true), REGTEST).address as string

const connected = async (): Promise<BitcoinWalletUnderTest & Awaited<ReturnType<typeof connectBoth>>> => {
  const underTest = bitcoinWallet({ config: bitcoinConfig(regtest.esploraUrl) })
  return { ...underTest, ...(await connectBoth(underTest.bitcoin)) }
}

/** A confirmed output of the address, not spent by anything waiting. */
const spendable = async (address: string): Promise<Utxo> => {
  const utxo = (await esplora.utxos(address)).find((candidate) => candidate.status.confirmed)
  if (utxo === undefined) throw new Error(`${address} has no confirmed output left`)
  return utxo
}

interface EsploraTx {
  readonly fee: number
  readonly weight: number
  readonly status: { readonly confirmed: boolean }
  readonly vout: ReadonlyArray<{ readonly scriptpubkey_address?: string; readonly value: number }>
}

describe("bitcoin:signTransaction", () => {
  it("signs the payment input it is asked to; the page finalizes and the chain accepts the transaction", async () => {
    const { bitcoin, payment } = await connected()
    const utxo = await spendable(payment.address)
    const to = freshAddress()
    const unsigned = new Transaction()
    unsigned.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: BigInt(utxo.value) } })
    unsigned.addOutputAddress(to, 40_000n, REGTEST)
    unsigned.addOutputAddress(payment.address, BigInt(utxo.value) - 40_000n - 1_000n, REGTEST)

    const [output] = await bitcoin.wallet.features["bitcoin:signTransaction"].signTransaction({
      psbt: unsigned.toPSBT(),
      chain: "bitcoin:regtest",
      inputsToSign: [{ account: payment, signingIndexes: [0] }]
    })
    const signed = Transaction.fromPSBT(output!.signedPsbt)
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    signed.finalize()
    const posted = await esplora.postTx(signed.hex)
    expect(posted).toEqual({ status: 200, text: signed.id })
    await esplora.mine(1)
    expect((await esplora.utxos(to)).map((received) => received.value)).toEqual([40_000])
  })

  it("signs a payment and a taproot (ordinals) input together, adding the internal key the page left out", async () => {
    const { bitcoin, payment, ordinals } = await connected()
    const [paid, inscribed] = await Promise.all([spendable(payment.address), spendable(ordinals.address)])
    const unsigned = new Transaction()
    unsigned.addInput({ txid: paid.txid, index: paid.vout, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: BigInt(paid.value) } })
    unsigned.addInput({ txid: inscribed.txid, index: inscribed.vout, witnessUtxo: { script: BITCOIN_ORDINALS_KEY.script, amount: BigInt(inscribed.value) } })
    unsigned.addOutputAddress(ordinals.address, BigInt(inscribed.value), REGTEST)
    unsigned.addOutputAddress(payment.address, BigInt(paid.value) - 2_000n, REGTEST)

    const [output] = await bitcoin.wallet.features["bitcoin:signTransaction"].signTransaction({
      psbt: unsigned.toPSBT(),
      inputsToSign: [
        { account: payment, signingIndexes: [0] },
        { account: ordinals, signingIndexes: [1] }
      ]
    })
    const signed = Transaction.fromPSBT(output!.signedPsbt)
    expect(signed.getInput(1).tapKeySig).toHaveLength(64)
    signed.finalize()
    expect((await esplora.postTx(signed.hex)).status).toBe(200)
    await esplora.mine(1)
  })

  it("refuses an input that is not the account's, another chain, and the user's no, signing nothing", async () => {
    const { bitcoin, payment, ordinals, setPolicy } = await connected()
    const utxo = await spendable(payment.address)
    const unsigned = new Transaction()
    unsigned.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: BigInt(utxo.value) } })
    unsigned.addOutputAddress(freshAddress(), 10_000n, REGTEST)
    const psbt = unsigned.toPSBT()
    const sign = (input: Partial<BitcoinSignTransactionInput>) =>
      failure(bitcoin.wallet.features["bitcoin:signTransaction"].signTransaction({ psbt, inputsToSign: [{ account: payment, signingIndexes: [0] }], ...input }))

    expect((await sign({ inputsToSign: [{ account: ordinals, signingIndexes: [0] }] })).message).toContain(`input 0 does not spend ${ordinals.address}`)
    expect((await sign({ inputsToSign: [{ account: payment, signingIndexes: [1] }] })).code).toBe(-32602)
    expect((await sign({ chain: "bitcoin:mainnet" })).code).toBe(-32602)
    expect((await sign({ psbt: new Uint8Array([1, 2, 3]) })).code).toBe(-32602)
    setPolicy("reject")
    expect((await sign({})).code).toBe(4001)
  })
})

describe("sats-connect", () => {
  it("signPsbt with broadcast: signs the account's inputs (none named), finalizes, sends, and answers the txid", async () => {
    const { bitcoin, payment } = await connected()
    const utxo = await spendable(payment.address)
    const to = freshAddress()
    const unsigned = new Transaction()
    unsigned.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: BigInt(utxo.value) } })
    unsigned.addOutputAddress(to, 25_000n, REGTEST)
    unsigned.addOutputAddress(payment.address, BigInt(utxo.value) - 25_000n - 1_000n, REGTEST)

    const { psbt, txid } = resultOf<{ psbt: string; txid?: string }>(
      await bitcoin.provider.request("signPsbt", { psbt: base64.encode(unsigned.toPSBT()), broadcast: true })
    )
    expect(Transaction.fromPSBT(base64.decode(psbt)).getInput(0).partialSig).toHaveLength(1)
    expect(await esplora.getJson<ReadonlyArray<string>>("/mempool/txids")).toContain(txid)
    await esplora.mine(1)
    expect((await esplora.utxos(to))[0]).toMatchObject({ txid, value: 25_000, status: { confirmed: true } })
  })

  it("sendTransfer pays a fresh address, change back to the payment address, at the chain's soonest fee rate", async () => {
    const { bitcoin, payment } = await connected()
    const to = freshAddress()
    const before = resultOf<{ confirmed: string; unconfirmed: string; total: string }>(await bitcoin.provider.request("getBalance", null))
    const { txid } = resultOf<{ txid: string }>(await bitcoin.provider.request("sendTransfer", { recipients: [{ address: to, amount: 123_456 }] }))
    expect(txid).toMatch(/^[0-9a-f]{64}$/)

    const tx = await esplora.getJson<EsploraTx>(`/tx/${txid}`)
    expect(tx.vout[0]).toEqual(expect.objectContaining({ scriptpubkey_address: to, value: 123_456 }))
    expect(tx.vout[1]?.scriptpubkey_address).toBe(payment.address)
    const fees = await esplora.getJson<Record<string, number>>("/fee-estimates")
    // The 1-block estimate, 5 sat/vB, paid on the virtual size (weight / 4), rounded up by the selection.
    expect(tx.fee / (tx.weight / 4)).toBeGreaterThanOrEqual(fees["1"]!)
    expect(tx.fee / (tx.weight / 4)).toBeLessThan(fees["1"]! + 1)

    await esplora.mine(1)
    expect((await esplora.getJson<EsploraTx>(`/tx/${txid}`)).status.confirmed).toBe(true)
    expect((await esplora.utxos(to)).map((received) => received.value)).toEqual([123_456])
    const after = resultOf<{ confirmed: string; total: string }>(await bitcoin.provider.request("getBalance", null))
    expect(BigInt(before.total) - BigInt(after.total)).toBe(123_456n + BigInt(tx.fee))
    expect(after.confirmed).toBe(after.total)
  })

  it("refuses a bad recipient with -32602 and the user's no with -32000, sending nothing", async () => {
    const { bitcoin, setPolicy } = await connected()
    const mempool = await esplora.getJson<ReadonlyArray<string>>("/mempool/txids")
    expect(errorOf(await bitcoin.provider.request("sendTransfer", { recipients: [{ address: "bc1qnotregtest", amount: 1000 }] })).code).toBe(-32602)
    expect(errorOf(await bitcoin.provider.request("sendTransfer", { recipients: [{ address: freshAddress(), amount: 1.5 }] })).code).toBe(-32602)
    setPolicy("reject")
    expect(errorOf(await bitcoin.provider.request("sendTransfer", { recipients: [{ address: freshAddress(), amount: 10_000 }] })).code).toBe(-32000)
    expect(errorOf(await bitcoin.provider.request("signPsbt", { psbt: base64.encode(new Transaction().toPSBT()) })).code).toBe(-32602)
    expect(await esplora.getJson<ReadonlyArray<string>>("/mempool/txids")).toEqual(mempool)
  })

  it("passes the chain's refusal on with its own words (-32603)", async () => {
    const { bitcoin } = await connected()
    const refused = errorOf(await bitcoin.provider.request("sendTransfer", { recipients: [{ address: freshAddress(), amount: 100 }] }))
    expect(refused.code).toBe(-32603)
    expect(refused.message).toContain('sendrawtransaction RPC error: {"code":-26,"message":"dust"}')
  })
})
