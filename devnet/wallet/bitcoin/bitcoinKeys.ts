import { secp256k1 } from "@noble/curves/secp256k1"
import { hex } from "@scure/base"
import { Address, OutScript, p2tr, p2wpkh, WIF } from "@scure/btc-signer"
import { REGTEST } from "../../bitcoin/regtest.js"
import { INTERNAL_ERROR, ProviderRpcError } from "../ProviderRpcError.js"
import type { BitcoinAddressPurpose } from "./bitcoinFeatures.js"

export type BitcoinAddressType = "p2wpkh" | "p2tr"

/** One account's key as `devnet.json` gives it: the secret as WIF, the rest public. */
export interface BitcoinKeyConfig {
  readonly wif: string
  readonly address: string
  /** Hex: the 33-byte compressed key (P2WPKH) or the 32-byte x-only internal key (P2TR). */
  readonly publicKey: string
  readonly path: string
}

/** An account's public side: all a page sees, known without any key work. */
export interface BitcoinAccountInfo {
  readonly purpose: BitcoinAddressPurpose
  readonly addressType: BitcoinAddressType
  readonly address: string
  readonly publicKey: Uint8Array
  readonly path: string
  /** The address's output script, to recognise the account's inputs in a PSBT. */
  readonly script: Uint8Array
}

export interface BitcoinKey extends BitcoinAccountInfo {
  /** The private key, decoded and checked on first use. */
  readonly secret: () => Uint8Array
}

const ADDRESS_TYPES: Record<BitcoinAddressPurpose, BitcoinAddressType> = { payment: "p2wpkh", ordinals: "p2tr" }

/** The address the secret pays to, for the account's kind of address. */
const addressOf = (addressType: BitcoinAddressType, privateKey: Uint8Array): { readonly address: string; readonly publicKey: Uint8Array } => {
  const compressed = secp256k1.getPublicKey(privateKey, true)
  if (addressType === "p2wpkh") return { address: p2wpkh(compressed, REGTEST).address as string, publicKey: compressed }
  const internal = compressed.slice(1)
  return { address: p2tr(internal, undefined, REGTEST).address as string, publicKey: internal }
}

/**
 * The account of one configured key. Like the other halves, loading does no key work: the secret
 * is decoded on the first signature and checked then against the configured address and key.
 */
export const bitcoinKeyOf = (purpose: BitcoinAddressPurpose, config: BitcoinKeyConfig): BitcoinKey => {
  const addressType = ADDRESS_TYPES[purpose]
  const script = OutScript.encode(Address(REGTEST).decode(config.address))
  let secret: Uint8Array | undefined
  const info: BitcoinAccountInfo = { purpose, addressType, address: config.address, publicKey: hex.decode(config.publicKey), path: config.path, script }
  return {
    ...info,
    secret: () => {
      if (secret !== undefined) return secret
      let privateKey: Uint8Array
      try {
        privateKey = WIF(REGTEST).decode(config.wif)
      } catch (error) {
        throw new ProviderRpcError(INTERNAL_ERROR, `The Bitcoin ${purpose} key is not a regtest WIF: ${String(error)}`)
      }
      const derived = addressOf(addressType, privateKey)
      if (derived.address !== config.address || hex.encode(derived.publicKey) !== config.publicKey.toLowerCase()) {
        throw new ProviderRpcError(INTERNAL_ERROR, `The configured ${purpose} address ${config.address} is not the key's (${derived.address}).`)
      }
      secret = privateKey
      return privateKey
    }
  }
}
