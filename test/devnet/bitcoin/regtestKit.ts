/**
 * What the Bitcoin chain's tests share: an Esplora client over plain `fetch`, spends of the dev
 * keys' outputs built and signed with btc-signer, and a snapshot of what a refusal must leave as it was.
 */
import { secp256k1 } from "@noble/curves/secp256k1"
import { p2wpkh, RawTx, Transaction } from "@scure/btc-signer"
import type { BitcoinDevKey } from "../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../devnet/bitcoin/regtest.js"

export interface Utxo {
  readonly txid: string
  readonly vout: number
  readonly value: number
  readonly status: { readonly confirmed: boolean; readonly block_height?: number }
}

export interface AddressStats {
  readonly address: string
  readonly chain_stats: { readonly funded_txo_sum: number; readonly spent_txo_sum: number; readonly tx_count: number }
  readonly mempool_stats: { readonly funded_txo_sum: number; readonly spent_txo_sum: number; readonly tx_count: number }
}

export const esploraClient = (baseUrl: string) => {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`)
    return { status: response.status, type: response.headers.get("content-type"), text: await response.text() }
  }
  const getJson = async <A>(path: string): Promise<A> => {
    const { status, text } = await get(path)
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${text}`)
    return JSON.parse(text) as A
  }
  return {
    get,
    getJson,
    utxos: (address: string) => getJson<ReadonlyArray<Utxo>>(`/address/${address}/utxo`),
    stats: (address: string) => getJson<AddressStats>(`/address/${address}`),
    postTx: async (body: string) => {
      const response = await fetch(`${baseUrl}/tx`, { method: "POST", body })
      return { status: response.status, text: await response.text() }
    },
    mine: async (blocks: number) => {
      const response = await fetch(`${baseUrl}/mine?blocks=${blocks}`, { method: "POST" })
      return { status: response.status, text: await response.text() }
    }
  }
}

export type EsploraClient = ReturnType<typeof esploraClient>

export interface Payment {
  readonly address: string
  readonly amount: bigint
}

/**
 * A signed spend of one output of `key` (P2WPKH or P2TR key path, from its script's kind), paying
 * `payments` and the rest minus `fee` back to the key as change (left out when zero).
 */
export const signedSpend = (key: BitcoinDevKey, utxo: Utxo, payments: ReadonlyArray<Payment>, fee: bigint): Transaction => {
  const tx = new Transaction()
  const isTaproot = key.publicKey.length === 32
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: key.script, amount: BigInt(utxo.value) },
    ...(isTaproot ? { tapInternalKey: key.publicKey } : {})
  })
  for (const payment of payments) tx.addOutputAddress(payment.address, payment.amount, REGTEST)
  const change = BigInt(utxo.value) - payments.reduce((sum, payment) => sum + payment.amount, 0n) - fee
  if (change > 0n) tx.addOutputAddress(key.address, change, REGTEST)
  tx.sign(key.privateKey)
  tx.finalize()
  return tx
}

/** The raw transaction with one output's amount changed after signing (so the signature no longer covers it). */
export const withOutputAmount = (hex: string, index: number, amount: bigint): string => {
  const raw = RawTx.decode(Buffer.from(hex, "hex"))
  const outputs = raw.outputs.map((output, at) => (at === index ? { ...output, amount } : output))
  return Buffer.from(RawTx.encode({ ...raw, outputs })).toString("hex")
}

/** A regtest P2WPKH address of a key that is no dev key. */
export const STRANGER_ADDRESS = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(0x11), true), REGTEST).address as string

/** Everything a refused transaction must leave untouched. */
export const snapshot = async (esplora: EsploraClient, addresses: ReadonlyArray<string>) => ({
  tip: (await esplora.get("/blocks/tip/hash")).text,
  mempool: await esplora.getJson<ReadonlyArray<string>>("/mempool/txids"),
  addresses: await Promise.all(addresses.map(async (address) => ({ stats: await esplora.stats(address), utxos: await esplora.utxos(address) })))
})
