import { hex } from "@scure/base"
import { Address, selectUTXO } from "@scure/btc-signer"
import { REGTEST } from "../../bitcoin/regtest.js"
import { invalidParams } from "../ProviderRpcError.js"
import type { BitcoinKey } from "./bitcoinKeys.js"
import type { Esplora } from "./esplora.js"

export interface Recipient {
  readonly address: string
  /** Sats. */
  readonly amount: number
}

export interface TransferOutput {
  readonly address: string
  readonly amount: bigint
}

const checkRecipient = (recipient: unknown): TransferOutput => {
  const { address, amount } = (typeof recipient === "object" && recipient !== null ? recipient : {}) as Partial<Recipient>
  try {
    Address(REGTEST).decode(address as string)
  } catch {
    throw invalidParams(`${String(address)} is not a regtest address`)
  }
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) throw invalidParams(`amount ${String(amount)} is not a positive whole number of sats`)
  return { address: address as string, amount: BigInt(amount) }
}

/** The recipients as outputs, checked before any prompt: regtest addresses, whole positive sats. */
export const checkRecipients = (recipients: unknown): ReadonlyArray<TransferOutput> => {
  if (!Array.isArray(recipients) || recipients.length === 0) throw invalidParams("recipients must be a non-empty array of { address, amount }")
  return recipients.map(checkRecipient)
}

/**
 * Pays `outputs` from the payment account, as a wallet's "send" does: coins chosen among the
 * address's outputs (waiting ones included) by btc-signer's selection, the chain's soonest fee
 * rate, change back to the same address. Signed, sent, and answered with the txid.
 */
export const sendTransfer = async (chain: Esplora, key: BitcoinKey, outputs: ReadonlyArray<TransferOutput>): Promise<string> => {
  const [utxos, feeRate] = await Promise.all([chain.utxos(key.address), chain.feeRate()])
  const inputs = utxos.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    witnessUtxo: { script: key.script, amount: BigInt(utxo.value) }
  }))
  const selection = selectUTXO(inputs, [...outputs], "default", {
    feePerByte: BigInt(Math.ceil(feeRate)),
    changeAddress: key.address,
    network: REGTEST,
    createTx: true,
    // Recipients first, in the page's order, change last.
    bip69: false
  })
  if (selection?.tx === undefined) throw invalidParams(`${key.address} cannot pay ${outputs.reduce((sum, output) => sum + output.amount, 0n)} sats and the fee`)
  selection.tx.sign(key.secret())
  selection.tx.finalize()
  return chain.broadcast(selection.tx.hex)
}
