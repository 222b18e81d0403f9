/**
 * What the wallet page does once a person approves a Bitcoin request (the WalletConnect Bitcoin
 * RPC): signs a message (BIP-322 simple, or a "Bitcoin Signed Message" with ECDSA), signs the
 * named inputs of a PSBT and broadcasts it when asked, pays an amount from the payment address,
 * or names the account's addresses. It reuses the dev wallet's Bitcoin half (its keys, signing,
 * coin selection and Esplora client), so the page carries no other Bitcoin library.
 */
import { base64, hex } from "@scure/base"
import { Address } from "@scure/btc-signer"
import { REGTEST } from "../bitcoin/regtest.js"
import { invalidParams, ProviderRpcError, UNRECOGNIZED_CHAIN, UNSUPPORTED_METHOD, unauthorized } from "../wallet/ProviderRpcError.js"
import { bitcoinKeyOf, type BitcoinKey, type BitcoinKeyConfig } from "../wallet/bitcoin/bitcoinKeys.js"
import { esplora } from "../wallet/bitcoin/esplora.js"
import { signBitcoinMessage } from "../wallet/bitcoin/messageSignature.js"
import { sendTransfer } from "../wallet/bitcoin/sendTransfer.js"
import { decodePsbt, signPsbtInputs, type PsbtSigning } from "../wallet/bitcoin/signPsbt.js"
import { getAccountAddressesParams, sendTransferParams, signMessageParams, signPsbtParams } from "./bitcoinRequestParams.js"
import type { IncomingRequest } from "./describeRequest.js"
import { rpcErrorOf, type Answer } from "./pageSigner.js"

export interface BitcoinPageConfig {
  readonly payment: BitcoinKeyConfig
  readonly ordinals: BitcoinKeyConfig
  /** The CAIP-2 ids it signs on: the local regtest chain's. */
  readonly chains: ReadonlyArray<string>
  readonly esploraUrl: string
}

export interface BitcoinPageSigner {
  /** The payment address: the session's account (its first external address). */
  readonly address: string
  readonly chains: ReadonlyArray<string>
  /** Carries out an approved bip122 request; fails with a JSON-RPC error body. */
  readonly answer: (request: IncomingRequest) => Promise<Answer>
}

/** The RPC's words for what an address is for. */
const INTENTIONS = { payment: "payment", ordinals: "ordinal" } as const

/** Inputs grouped by the key that signs them and the flag asked, as the dev wallet's signing takes them. */
const signingsOf = (inputs: ReadonlyArray<{ readonly address: string; readonly index: number; readonly sighashTypes?: readonly [number] | undefined }>, keyOf: (address: string) => BitcoinKey) => {
  const groups = new Map<string, { key: BitcoinKey; indexes: Array<number>; sigHash?: number }>()
  for (const { address, index, sighashTypes } of inputs) {
    const sigHash = sighashTypes?.[0]
    const id = `${address}/${sigHash ?? ""}`
    const group = groups.get(id) ?? { key: keyOf(address), indexes: [], ...(sigHash === undefined ? {} : { sigHash }) }
    group.indexes.push(index)
    groups.set(id, group)
  }
  return [...groups.values()] satisfies ReadonlyArray<PsbtSigning>
}

export const makeBitcoinPageSigner = (config: BitcoinPageConfig): BitcoinPageSigner => {
  const keys = [bitcoinKeyOf("payment", config.payment), bitcoinKeyOf("ordinals", config.ordinals)] as const
  const [payment] = keys
  const chain = esplora(config.esploraUrl)

  const keyOf = (address: string): BitcoinKey => {
    const key = keys.find((candidate) => candidate.address === address)
    if (key === undefined) throw unauthorized()
    return key
  }
  /** The session's account, when a request names it, must be this wallet's. */
  const requireAccount = (account: string | undefined) => {
    if (account !== undefined && account !== payment.address) throw unauthorized()
  }

  const answer = async (request: IncomingRequest): Promise<Answer> => {
    if (!config.chains.includes(request.chainId)) throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `This wallet does not sign on ${request.chainId}.`)
    switch (request.method) {
      case "signMessage": {
        const { account, address, message, protocol } = signMessageParams(request.params)
        requireAccount(account)
        const key = keyOf(address ?? payment.address)
        // No protocol named: the address's usual one (ECDSA for P2WPKH, BIP-322 for taproot).
        const signed = signBitcoinMessage(key, new TextEncoder().encode(message), protocol === undefined ? undefined : protocol === "bip322" ? "bip322-simple" : "ecdsa")
        return { result: { address: key.address, signature: hex.encode(signed.signature), messageHash: hex.encode(signed.messageHash) } }
      }
      case "signPsbt": {
        const { account, psbt, signInputs, broadcast } = signPsbtParams(request.params)
        requireAccount(account)
        const tx = decodePsbt(psbt)
        signPsbtInputs(tx, signingsOf(signInputs, keyOf))
        const signed = base64.encode(tx.toPSBT())
        if (broadcast !== true) return { result: { psbt: signed } }
        try {
          tx.finalize()
        } catch (error) {
          throw invalidParams(`the signed PSBT cannot be finalized to broadcast it (${error instanceof Error ? error.message : String(error)})`)
        }
        return { result: { psbt: signed, txid: await chain.broadcast(tx.hex) } }
      }
      case "sendTransfer": {
        // A memo or another change address is the wallet's to honour or not (the RPC's words): change comes back to the payment address.
        const { account, recipientAddress, amount } = sendTransferParams(request.params)
        requireAccount(account)
        try {
          Address(REGTEST).decode(recipientAddress)
        } catch {
          throw invalidParams(`${recipientAddress} is not a regtest address`)
        }
        return { result: { txid: await sendTransfer(chain, payment, [{ address: recipientAddress, amount }]) } }
      }
      case "getAccountAddresses": {
        const { account, intentions } = getAccountAddressesParams(request.params)
        requireAccount(account)
        const addresses = keys.map((key) => ({ address: key.address, publicKey: hex.encode(key.publicKey), path: key.path, intention: INTENTIONS[key.purpose] }))
        return { result: intentions === undefined ? addresses : addresses.filter((entry) => intentions.includes(entry.intention)) }
      }
      default:
        throw new ProviderRpcError(UNSUPPORTED_METHOD, `This wallet does not answer ${request.method} on Bitcoin.`)
    }
  }

  return {
    address: payment.address,
    chains: config.chains,
    answer: (request) =>
      answer(request).catch((error: unknown) => {
        throw rpcErrorOf(error)
      })
  }
}
