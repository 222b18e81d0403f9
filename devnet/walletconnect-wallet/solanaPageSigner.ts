/**
 * What the wallet page does once a person approves a Solana request (the WalletConnect Solana
 * RPC): Ed25519 signs a message, puts its signature in its slot of a transaction, or signs and
 * sends one through the local cluster's node. It reuses the dev wallet's Solana half (its signer,
 * transaction signing and sender), so the page carries no transaction library.
 */
import { base58, base64 } from "@scure/base"
import { ProviderRpcError, UNRECOGNIZED_CHAIN, UNSUPPORTED_METHOD, unauthorized } from "../wallet/ProviderRpcError.js"
import { readCompactU16 } from "../wallet/solana/compactU16.js"
import { sendSolanaTransaction } from "../wallet/solana/sendSolanaTransaction.js"
import { signSolanaTransaction } from "../wallet/solana/signSolanaTransaction.js"
import { solanaRpc } from "../wallet/solana/solanaRpc.js"
import { lazySigner, type SolanaSigner } from "../wallet/solana/solanaSigner.js"
import type { IncomingRequest } from "./describeRequest.js"
import { rpcErrorOf, type Answer } from "./pageSigner.js"
import { sendOptionsParam, signMessageParams, transactionParam, transactionsParam } from "./solanaRequestParams.js"

export interface SolanaPageConfig {
  /** The 64-byte secret in base58, and the address it must have. */
  readonly secretKey: string
  readonly address: string
  /** The CAIP-2 ids it signs on: the local cluster's. */
  readonly chains: ReadonlyArray<string>
  readonly rpcUrl: string
}

export interface SolanaPageSigner {
  readonly address: string
  readonly chains: ReadonlyArray<string>
  /** Carries out an approved `solana_*` request; fails with a JSON-RPC error body. */
  readonly answer: (request: IncomingRequest) => Promise<Answer>
}

/**
 * The wallet's own signature in a transaction it signed: Ed25519 is deterministic, so signing the
 * message again gives the bytes put in its slot (the answer's `signature`, WalletConnect Solana RPC).
 */
const ownSignature = (signer: SolanaSigner, signed: Uint8Array): Uint8Array => {
  const count = readCompactU16(signed, 0)
  if (count === undefined) throw new Error("A signed transaction lost its signature count")
  return signer.sign(signed.subarray(count.next + count.value * 64))
}

export const makeSolanaPageSigner = (config: SolanaPageConfig): SolanaPageSigner => {
  const signer = lazySigner(config.secretKey, config.address)
  const rpc = solanaRpc(config.rpcUrl)
  const sign = (bytes: Uint8Array) => signSolanaTransaction(signer(), bytes).bytes

  const answer = async (request: IncomingRequest): Promise<Answer> => {
    if (!config.chains.includes(request.chainId)) throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `This wallet does not sign on ${request.chainId}.`)
    switch (request.method) {
      case "solana_signMessage": {
        const { message, pubkey } = signMessageParams(request.params)
        if (pubkey !== undefined && pubkey !== config.address) throw unauthorized()
        return { result: { signature: base58.encode(signer().sign(message)) } }
      }
      case "solana_signTransaction": {
        const signed = sign(transactionParam(request.params))
        return { result: { signature: base58.encode(ownSignature(signer(), signed)), transaction: base64.encode(signed) } }
      }
      case "solana_signAllTransactions": {
        // Every one parsed and signed before any is answered: one malformed refuses them all.
        const signed = transactionsParam(request.params).map(sign)
        return { result: { transactions: signed.map((bytes) => base64.encode(bytes)) } }
      }
      case "solana_signAndSendTransaction": {
        const options = sendOptionsParam(request.params)
        const signed = signSolanaTransaction(signer(), transactionParam(request.params))
        await sendSolanaTransaction(rpc, signed.bytes, options)
        // The transaction's id: its first signature, the fee payer's.
        return { result: { signature: base58.encode(signed.signature) } }
      }
      default:
        throw new ProviderRpcError(UNSUPPORTED_METHOD, `This wallet does not answer ${request.method} on Solana.`)
    }
  }

  return {
    address: config.address,
    chains: config.chains,
    answer: (request) =>
      answer(request).catch((error: unknown) => {
        throw rpcErrorOf(error)
      })
  }
}
