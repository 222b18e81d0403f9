/**
 * The Bitcoin features of the Wallet Standard, as `@exodus/bitcoin-wallet-standard` defines them
 * (packages/core/features: connect, signMessage, signTransaction, all version 1.0.0) and AppKit's
 * Bitcoin adapter calls them. Written out here: the published package is an empty 0.0.0.
 */
import type { IdentifierString, WalletAccount } from "@wallet-standard/base"

export const BitcoinConnect = "bitcoin:connect"
export const BitcoinSignMessage = "bitcoin:signMessage"
export const BitcoinSignTransaction = "bitcoin:signTransaction"

/** What an address is for: spending (P2WPKH here) or holding inscriptions (P2TR). */
export type BitcoinAddressPurpose = "payment" | "ordinals"

export interface BitcoinConnectInput {
  /** The accounts come back in this order. */
  readonly purposes: ReadonlyArray<BitcoinAddressPurpose>
}

// A type, not an interface: a wallet's `features` record needs the index signature only types get.
export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: "1.0.0"
    readonly connect: (input: BitcoinConnectInput) => Promise<{ readonly accounts: ReadonlyArray<WalletAccount> }>
  }
}

/**
 * `type` is this wallet's addition (the standard leaves the scheme to the wallet): "ecdsa" is the
 * "Bitcoin Signed Message" signature (BIP137 header, 65 bytes), "bip322-simple" BIP-322's witness
 * stack. Absent, as sats-connect defaults: ECDSA for the payment (P2WPKH) account, BIP-322 for the
 * ordinals (taproot) one, which signs BIP-322 only.
 */
export type BitcoinMessageSignatureType = "ecdsa" | "bip322-simple"

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
  readonly type?: BitcoinMessageSignatureType
}

export interface BitcoinSignMessageOutput {
  /** The bytes signed, as given: the prefix and hashing are the scheme's. */
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}

export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: "1.0.0"
    readonly signMessage: (...inputs: ReadonlyArray<BitcoinSignMessageInput>) => Promise<ReadonlyArray<BitcoinSignMessageOutput>>
  }
}

export interface InputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: ReadonlyArray<number>
  /** A SIGHASH flag; the input's own (or the default) when absent. */
  readonly sigHash?: number
}

export interface BitcoinSignTransactionInput {
  /** A PSBT, as raw bytes. */
  readonly psbt: Uint8Array
  /** Required by the standard; AppKit's adapter leaves it out, so absent is taken as the wallet's chain. */
  readonly chain?: IdentifierString
  readonly inputsToSign: ReadonlyArray<InputToSign>
}

export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: "1.0.0"
    readonly signTransaction: (
      ...inputs: ReadonlyArray<BitcoinSignTransactionInput>
    ) => Promise<ReadonlyArray<{ readonly signedPsbt: Uint8Array }>>
  }
}
