/**
 * The Wallet Standard's Bitcoin features (`@exodus/bitcoin-wallet-standard`'s connect,
 * signMessage and signTransaction, version 1.0.0), as far as the Bitcoin kind calls them. Written
 * out here: the published package is empty.
 */
import type { IdentifierString, WalletAccount } from "@wallet-standard/base"

export const BITCOIN_CONNECT = "bitcoin:connect"
export const BITCOIN_SIGN_MESSAGE = "bitcoin:signMessage"
export const BITCOIN_SIGN_TRANSACTION = "bitcoin:signTransaction"

/** What an address is for: spending, or holding inscriptions. */
export type BitcoinAddressPurpose = "payment" | "ordinals"

/** An account as Bitcoin wallets list it: some add what it is for. */
export type BitcoinWalletAccount = WalletAccount & { readonly purpose?: string }

export interface BitcoinConnectFeature {
  readonly version: "1.0.0"
  /** The accounts come back in the order of `purposes`. */
  readonly connect: (input: { readonly purposes: ReadonlyArray<BitcoinAddressPurpose> }) => Promise<{ readonly accounts: ReadonlyArray<BitcoinWalletAccount> }>
}

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
  /**
   * The signature scheme, where the wallet lets the app choose ("bip322-simple": BIP-322's witness
   * stack; "ecdsa": a "Bitcoin Signed Message"); a wallet that does not takes its own.
   */
  readonly type?: "ecdsa" | "bip322-simple"
}

export interface BitcoinSignMessageFeature {
  readonly version: "1.0.0"
  readonly signMessage: (
    ...inputs: ReadonlyArray<BitcoinSignMessageInput>
  ) => Promise<ReadonlyArray<{ readonly signedMessage: Uint8Array; readonly signature: Uint8Array }>>
}

export interface InputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: ReadonlyArray<number>
  /** A SIGHASH flag; the input's own (or the default) when absent. */
  readonly sigHash?: number
}

export interface BitcoinSignTransactionFeature {
  readonly version: "1.0.0"
  readonly signTransaction: (
    ...inputs: ReadonlyArray<{ readonly psbt: Uint8Array; readonly chain?: IdentifierString; readonly inputsToSign: ReadonlyArray<InputToSign> }>
  ) => Promise<ReadonlyArray<{ readonly signedPsbt: Uint8Array }>>
}
