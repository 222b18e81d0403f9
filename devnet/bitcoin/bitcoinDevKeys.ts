/**
 * The Bitcoin dev keys of the local chain, derived from the same public {@link DEV_MNEMONIC} as
 * the EVM accounts: a BIP84 payment key (native segwit, P2WPKH) and a BIP86 ordinals key
 * (taproot, P2TR key path), on the test coin type 1 as regtest wallets derive them. Public keys:
 * they hold value only on this local chain.
 */
import { HDKey } from "@scure/bip32"
import { mnemonicToSeedSync } from "@scure/bip39"
import { p2tr, p2wpkh } from "@scure/btc-signer"
import { DEV_MNEMONIC } from "../devKeys.js"
import { REGTEST } from "./regtest.js"

export const BITCOIN_PAYMENT_PATH = "m/84'/1'/0'/0/0"
export const BITCOIN_ORDINALS_PATH = "m/86'/1'/0'/0/0"
/** The miner's key: account 1, so a wallet scanning account 0 never sees block rewards arrive. */
export const BITCOIN_MINER_PATH = "m/84'/1'/1'/0/0"

export interface BitcoinDevKey {
  readonly path: string
  readonly privateKey: Uint8Array
  /** 33-byte compressed key (P2WPKH) or 32-byte x-only internal key (P2TR). */
  readonly publicKey: Uint8Array
  readonly address: string
  readonly script: Uint8Array
}

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC))

const keyAt = (path: string): { readonly privateKey: Uint8Array; readonly publicKey: Uint8Array } => {
  const { privateKey, publicKey } = root.derive(path)
  if (privateKey === null || publicKey === null) throw new Error(`No key at ${path}`)
  return { privateKey, publicKey }
}

const segwitKey = (path: string): BitcoinDevKey => {
  const key = keyAt(path)
  const payment = p2wpkh(key.publicKey, REGTEST)
  return { path, ...key, address: payment.address as string, script: payment.script }
}

const taprootKey = (path: string): BitcoinDevKey => {
  const key = keyAt(path)
  const internalKey = key.publicKey.slice(1)
  const payment = p2tr(internalKey, undefined, REGTEST)
  return { path, privateKey: key.privateKey, publicKey: internalKey, address: payment.address as string, script: payment.script }
}

/** BIP84 first receive address, `bcrt1q…`. */
export const BITCOIN_PAYMENT_KEY: BitcoinDevKey = segwitKey(BITCOIN_PAYMENT_PATH)
/** BIP86 first receive address, `bcrt1p…` (the key path's output key is the BIP86-tweaked internal key). */
export const BITCOIN_ORDINALS_KEY: BitcoinDevKey = taprootKey(BITCOIN_ORDINALS_PATH)
/** Where mined blocks pay their subsidy and fees. */
export const BITCOIN_MINER_KEY: BitcoinDevKey = segwitKey(BITCOIN_MINER_PATH)
