/**
 * The provider the Bitcoin kind hands out once connected, over a Wallet Standard wallet's
 * `bitcoin:*` features: what the family signs messages and sends BTC with, and a PSBT passthrough
 * for a host.
 */
import { base64 } from "@scure/base"
import type { IdentifierString, Wallet, WalletAccount } from "@wallet-standard/base"
import { BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION } from "./bitcoinFeatures.js"
import type { BitcoinSignMessageFeature, BitcoinSignTransactionFeature } from "./bitcoinFeatures.js"
import { unsupportedFeature } from "../standard/walletFailure.js"

/** Inputs of a PSBT one of the wallet's addresses signs. */
export interface PsbtSigning {
  readonly address: string
  readonly signingIndexes: ReadonlyArray<number>
  readonly sigHash?: number
}

export interface BitcoinProvider {
  /** The Wallet Standard wallet behind it: the connector carries this provider once connected. */
  readonly wallet: Wallet
  /** The payment address, which signs unless another of the wallet's addresses is named. */
  readonly address: string
  /** The payment address's public key as the wallet gives it (33 bytes, or 32 x-only): a P2TR spend names it. */
  readonly publicKey?: Uint8Array
  /**
   * A signature of the bytes in base64: BIP-322 simple by default (it signs for every address
   * type, and verifiers read it), or with `protocol: "ecdsa"` a legacy "Bitcoin Signed Message".
   */
  readonly signMessage: (message: Uint8Array, address?: string, options?: SignMessageOptions) => Promise<string>
  /**
   * The PSBT with the inputs named signed by the wallet, on the modal's chain; with `finalize`,
   * those inputs finalized too (their witnesses written), else left for the host to finalize.
   */
  readonly signPsbt: (psbt: Uint8Array, signings: ReadonlyArray<PsbtSigning>, options?: SignPsbtOptions) => Promise<Uint8Array>
}

export interface SignMessageOptions {
  readonly protocol?: "bip322" | "ecdsa"
}

export interface SignPsbtOptions {
  /** Finalize the signed inputs (default false: a PSBT other parties may still sign). */
  readonly finalize?: boolean
}

/** The chain each request names, read when the request is made (the modal's network). */
export type ChainSource = () => IdentifierString | Promise<IdentifierString>

/** EIP-1193 "Unauthorized": an address the wallet grants the site no account of. */
const UNAUTHORIZED_CODE = 4100

const need = <F>(wallet: Wallet, name: string): F => {
  const feature = (wallet.features as Record<string, F | undefined>)[name]
  if (feature === undefined) throw unsupportedFeature(name)
  return feature
}

export const makeBitcoinProvider = (wallet: Wallet, payment: WalletAccount, chain: ChainSource): BitcoinProvider => {
  const accountOf = (address: string): WalletAccount => {
    const account = address === payment.address ? payment : wallet.accounts.find((candidate) => candidate.address === address)
    if (account === undefined) throw Object.assign(new Error(`The wallet grants no account ${address}`), { code: UNAUTHORIZED_CODE })
    return account
  }

  return {
    wallet,
    address: payment.address,
    publicKey: Uint8Array.from(payment.publicKey),
    signMessage: async (message, address = payment.address, options) => {
      const feature = need<BitcoinSignMessageFeature>(wallet, BITCOIN_SIGN_MESSAGE)
      const type = options?.protocol === "ecdsa" ? "ecdsa" : "bip322-simple"
      const [output] = await feature.signMessage({ account: accountOf(address), message, type })
      if (output === undefined) throw new Error(`The wallet answered ${BITCOIN_SIGN_MESSAGE} with no signature`)
      return base64.encode(output.signature)
    },
    signPsbt: async (psbt, signings, options) => {
      const feature = need<BitcoinSignTransactionFeature>(wallet, BITCOIN_SIGN_TRANSACTION)
      const inputsToSign = signings.map(({ address, signingIndexes, sigHash }) => ({
        account: accountOf(address),
        signingIndexes,
        ...(sigHash === undefined ? {} : { sigHash })
      }))
      const [output] = await feature.signTransaction({ psbt, chain: await chain(), inputsToSign })
      if (output === undefined) throw new Error(`The wallet answered ${BITCOIN_SIGN_TRANSACTION} with no PSBT`)
      if (options?.finalize !== true) return output.signedPsbt
      const { finalizeInputs } = await import("./finalizeInputs.js")
      return finalizeInputs(output.signedPsbt, signings.flatMap((signing) => signing.signingIndexes))
    }
  }
}
