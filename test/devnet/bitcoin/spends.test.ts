/**
 * The local Bitcoin chain over Esplora's HTTP API: the dev keys' coins are spent by P2WPKH, by
 * P2TR key path and through a PSBT, mined on request, and the addresses' stats and UTXOs follow.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Transaction } from "@scure/btc-signer"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../devnet/bitcoin/regtest.js"
import { startBitcoin, type BitcoinRegtest } from "../../../devnet/bitcoin/startBitcoin.js"
import { esploraClient, signedSpend, STRANGER_ADDRESS, type EsploraClient } from "./regtestKit.js"

const BTC = 100_000_000

let bitcoin: BitcoinRegtest
let esplora: EsploraClient
beforeAll(async () => {
  bitcoin = await startBitcoin({ automine: false })
  esplora = esploraClient(bitcoin.esploraUrl)
})
afterAll(() => bitcoin?.stop())

describe("start-up", () => {
  it("starts from regtest's genesis block, with the dev keys funded by matured coinbase outputs", async () => {
    expect(bitcoin.genesisHash).toBe("0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206")
    expect(bitcoin.caipNetworkId).toBe("bip122:0f9188f13cb7b2c71f2a335e3a4fc328")
    expect(bitcoin.fixtures.payment).toMatchObject({ address: BITCOIN_PAYMENT_KEY.address, path: "m/84'/1'/0'/0/0", type: "p2wpkh" })
    expect(bitcoin.fixtures.payment.address).toMatch(/^bcrt1q/)
    expect(bitcoin.fixtures.ordinals).toMatchObject({ address: BITCOIN_ORDINALS_KEY.address, path: "m/86'/1'/0'/0/0", type: "p2tr" })
    expect(bitcoin.fixtures.ordinals.address).toMatch(/^bcrt1p/)
    expect(await esplora.get("/block-height/0")).toMatchObject({ status: 200, text: bitcoin.genesisHash })
    const height = Number((await esplora.get("/blocks/tip/height")).text)
    expect(height).toBe(106)
    const payment = await esplora.utxos(bitcoin.fixtures.payment.address)
    expect(payment.map((utxo) => utxo.value)).toEqual([BTC, BTC, BTC, BTC, BTC])
    // Every funding coinbase has 100 confirmations by the next block: spendable now.
    expect(payment.every((utxo) => utxo.status.confirmed && height + 1 - (utxo.status.block_height ?? 0) >= 100)).toBe(true)
    expect(await esplora.utxos(bitcoin.fixtures.ordinals.address)).toHaveLength(1)
  })

  it("answers Esplora's block and fee routes in Esplora's shapes", async () => {
    const tip = await esplora.get("/blocks/tip/hash")
    expect(tip).toMatchObject({ status: 200, type: "text/plain" })
    const block = await esplora.getJson<Record<string, unknown>>(`/block/${tip.text}`)
    expect(Object.keys(block)).toEqual([
      "id", "height", "version", "timestamp", "tx_count", "size", "weight", "merkle_root", "previousblockhash", "mediantime", "nonce", "bits", "difficulty"
    ])
    expect(block).toMatchObject({ id: tip.text, height: 106, tx_count: 1, bits: 0x207fffff })
    const genesis = await esplora.getJson<Record<string, unknown>>(`/block/${bitcoin.genesisHash}`)
    expect(genesis).toMatchObject({ previousblockhash: null, merkle_root: "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b" })
    const fees = await esplora.getJson<Record<string, number>>("/fee-estimates")
    expect(fees).toMatchObject({ "1": 5, "6": 2, "144": 1 })
    expect(Object.values(fees).every((rate) => rate >= 1)).toBe(true)
    expect(await esplora.get("/blocks/tip/nope")).toMatchObject({ status: 404 })
    expect(await esplora.get("/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toMatchObject({ status: 400, text: "Invalid Bitcoin address" })
    expect(await esplora.get(`/tx/${"ab".repeat(32)}`)).toMatchObject({ status: 404, text: "Transaction not found" })
    expect(await esplora.get("/tx/xyz")).toMatchObject({ status: 400 })
  })
})

describe("spends", () => {
  it("accepts a P2WPKH spend, keeps it in the mempool until a block is asked for, then confirms it", async () => {
    const payment = bitcoin.fixtures.payment.address
    const [utxo] = await esplora.utxos(payment)
    const tx = signedSpend(BITCOIN_PAYMENT_KEY, utxo!, [{ address: STRANGER_ADDRESS, amount: 30_000_000n }], 1_000n)
    expect(await esplora.postTx(tx.hex)).toEqual({ status: 200, text: tx.id })
    expect(await esplora.getJson(`/tx/${tx.id}/status`)).toEqual({ confirmed: false })
    expect((await esplora.stats(payment)).mempool_stats).toMatchObject({ spent_txo_sum: BTC, funded_txo_sum: BTC - 30_000_000 - 1_000, tx_count: 1 })
    expect(await esplora.getJson("/mempool/txids")).toEqual([tx.id])

    expect(await esplora.mine(1)).toEqual({ status: 200, text: "107" })
    const status = await esplora.getJson<Record<string, unknown>>(`/tx/${tx.id}/status`)
    expect(status).toMatchObject({ confirmed: true, block_height: 107, block_hash: (await esplora.get("/blocks/tip/hash")).text })
    const json = await esplora.getJson<Record<string, unknown>>(`/tx/${tx.id}`)
    expect(Object.keys(json)).toEqual(["txid", "version", "locktime", "vin", "vout", "size", "weight", "fee", "status"])
    expect(json).toMatchObject({
      txid: tx.id,
      fee: 1_000,
      vin: [
        {
          txid: utxo!.txid,
          vout: utxo!.vout,
          prevout: { scriptpubkey_address: payment, scriptpubkey_type: "v0_p2wpkh", value: BTC },
          is_coinbase: false,
          sequence: 0xffffffff
        }
      ],
      vout: [
        { scriptpubkey_address: STRANGER_ADDRESS, scriptpubkey_type: "v0_p2wpkh", value: 30_000_000 },
        { scriptpubkey_address: payment, value: BTC - 30_000_000 - 1_000 }
      ]
    })
    expect((await esplora.get(`/tx/${tx.id}/hex`)).text).toBe(tx.hex)
    const stats = await esplora.stats(payment)
    expect(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum).toBe(5 * BTC - 30_000_000 - 1_000)
    expect(stats.mempool_stats.tx_count).toBe(0)
    expect(await esplora.utxos(STRANGER_ADDRESS)).toMatchObject([{ txid: tx.id, vout: 0, value: 30_000_000, status: { confirmed: true } }])
    expect(await esplora.getJson(`/tx/${utxo!.txid}/outspend/${utxo!.vout}`)).toMatchObject({ spent: true, txid: tx.id, vin: 0 })
  })

  it("accepts a P2TR key-path spend and moves the ordinals address's coins", async () => {
    const ordinals = bitcoin.fixtures.ordinals.address
    const [utxo] = await esplora.utxos(ordinals)
    const tx = signedSpend(BITCOIN_ORDINALS_KEY, utxo!, [{ address: bitcoin.fixtures.payment.address, amount: 10_000_000n }], 500n)
    // Key path: a single 64-byte Schnorr signature (SIGHASH_DEFAULT).
    expect(tx.getInput(0).finalScriptWitness?.map((item) => item.length)).toEqual([64])
    expect(await esplora.postTx(tx.hex)).toEqual({ status: 200, text: tx.id })
    bitcoin.mine(1)
    const json = await esplora.getJson<{ vin: ReadonlyArray<{ prevout: { scriptpubkey_type: string } }> }>(`/tx/${tx.id}`)
    expect(json.vin[0]?.prevout.scriptpubkey_type).toBe("v1_p2tr")
    expect(await esplora.utxos(ordinals)).toMatchObject([{ txid: tx.id, vout: 1, value: BTC - 10_000_000 - 500 }])
  })

  it("spends an output still in the mempool (a chain of unconfirmed transactions)", async () => {
    const [utxo] = await esplora.utxos(bitcoin.fixtures.payment.address)
    const parent = signedSpend(BITCOIN_PAYMENT_KEY, utxo!, [{ address: STRANGER_ADDRESS, amount: 1_000_000n }], 300n)
    expect((await esplora.postTx(parent.hex)).status).toBe(200)
    const change = (await esplora.utxos(bitcoin.fixtures.payment.address)).find((candidate) => candidate.txid === parent.id)
    expect(change?.status.confirmed).toBe(false)
    const child = signedSpend(BITCOIN_PAYMENT_KEY, change!, [{ address: STRANGER_ADDRESS, amount: 2_000_000n }], 300n)
    expect(await esplora.postTx(child.hex)).toEqual({ status: 200, text: child.id })
    bitcoin.mine(1)
    const block = (await esplora.get("/blocks/tip/hash")).text
    expect(await esplora.getJson(`/block/${block}/txids`)).toEqual([expect.any(String), parent.id, child.id])
  })

  it("accepts a PSBT built with btc-signer, signed by the dev key and finalized", async () => {
    const [utxo] = await esplora.utxos(bitcoin.fixtures.payment.address)
    const unsigned = new Transaction()
    unsigned.addInput({ txid: utxo!.txid, index: utxo!.vout, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: BigInt(utxo!.value) } })
    unsigned.addOutputAddress(bitcoin.fixtures.ordinals.address, 5_000_000n, REGTEST)
    unsigned.addOutputAddress(bitcoin.fixtures.payment.address, BigInt(utxo!.value) - 5_000_000n - 200n, REGTEST)
    const psbt = unsigned.toPSBT()
    // The signer sees only the PSBT, as a wallet would.
    const signer = Transaction.fromPSBT(psbt)
    expect(signer.sign(BITCOIN_PAYMENT_KEY.privateKey)).toBe(1)
    signer.finalize()
    expect(await esplora.postTx(signer.hex)).toEqual({ status: 200, text: signer.id })
    expect(await esplora.mine(2)).toMatchObject({ status: 200 })
    expect(await esplora.getJson(`/tx/${signer.id}/status`)).toMatchObject({ confirmed: true })
    expect((await esplora.utxos(bitcoin.fixtures.ordinals.address)).some((candidate) => candidate.txid === signer.id)).toBe(true)
  })
})

describe("automine", () => {
  it("mines a block for each accepted transaction", async () => {
    const demo = await startBitcoin()
    try {
      const client = esploraClient(demo.esploraUrl)
      const [utxo] = await client.utxos(demo.fixtures.payment.address)
      const tx = signedSpend(BITCOIN_PAYMENT_KEY, utxo!, [{ address: STRANGER_ADDRESS, amount: 50_000n }], 200n)
      expect(await client.postTx(tx.hex)).toEqual({ status: 200, text: tx.id })
      expect(await client.getJson(`/tx/${tx.id}/status`)).toMatchObject({ confirmed: true, block_height: 107 })
      expect(await client.getJson("/mempool/txids")).toEqual([])
    } finally {
      await demo.stop()
    }
  })
})
