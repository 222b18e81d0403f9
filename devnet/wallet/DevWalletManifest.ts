/**
 * The part of `devnet.json` the dev wallet reads: the local EVM chains, the Solana cluster, the
 * Bitcoin chain and its keys. The page-side script decodes it with Schema; the serving side adds the keys with
 * `withDevWallet`.
 */
import { Array as Arr, Schema } from "effect"
import type { Address, Hex } from "viem"
import { REGTEST_CAIP_NETWORK_ID } from "../bitcoin/regtest.js"
import {
  BITCOIN_DEV_WALLET_ORDINALS_WIF,
  BITCOIN_DEV_WALLET_PAYMENT_WIF,
  DEV_WALLET_ADDRESS,
  DEV_WALLET_PRIVATE_KEY,
  SOLANA_DEV_WALLET_ADDRESS,
  SOLANA_DEV_WALLET_SECRET
} from "../devKeys.js"
import type { BitcoinDevWalletConfig } from "./bitcoin/bitcoinDevWallet.js"
import type { DevWalletConfig } from "./devWallet.js"
import type { SolanaDevWalletConfig } from "./solana/solanaDevWallet.js"

const Base58 = (length: string) => Schema.String.pipe(Schema.pattern(new RegExp(`^[1-9A-HJ-NP-Za-km-z]{${length}}$`)))

const BitcoinAccount = Schema.Struct({ address: Schema.String, path: Schema.String, publicKey: Schema.String.pipe(Schema.pattern(/^[0-9a-fA-F]{64,66}$/)) })

const NativeCurrency = Schema.Struct({ name: Schema.String, symbol: Schema.String, decimals: Schema.Number })

export const DevWalletManifest = Schema.Struct({
  evm: Schema.NonEmptyArray(
    Schema.Struct({
      chainId: Schema.Number,
      name: Schema.String,
      rpcUrl: Schema.String,
      fixtures: Schema.Struct({ nativeCurrency: NativeCurrency })
    })
  ),
  // Optional, as is the key below: without them the EVM half still works and the Solana half
  // answers every request with the reason.
  solana: Schema.optional(Schema.Struct({ rpcUrl: Schema.String })),
  bitcoin: Schema.optional(
    Schema.Struct({
      esploraUrl: Schema.String,
      caipNetworkId: Schema.String,
      fixtures: Schema.Struct({ payment: BitcoinAccount, ordinals: BitcoinAccount })
    })
  ),
  devWallet: Schema.Struct({
    privateKey: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{64}$/)),
    address: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/)),
    /** The Solana key: a 64-byte secret in base58 (the usual export) and its address. */
    solana: Schema.optional(Schema.Struct({ secretKey: Base58("86,88"), address: Base58("32,44") })),
    /** The Bitcoin keys as WIF (compressed, regtest's prefix): the payment and the ordinals account's. */
    bitcoin: Schema.optional(Schema.Struct({ payment: Base58("52"), ordinals: Base58("52") }))
  })
})
export type DevWalletManifest = typeof DevWalletManifest.Type

/** The wallet's configuration from a decoded manifest: every local chain, the first one active. */
export const devWalletConfigOf = (manifest: DevWalletManifest): DevWalletConfig => {
  const chains = Arr.map(manifest.evm, (chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.fixtures.nativeCurrency
  }))
  return { privateKey: manifest.devWallet.privateKey as Hex, address: manifest.devWallet.address as Address, chains }
}

/** The Solana half's configuration from a decoded manifest; throws when it lacks the cluster or the key. */
export const solanaDevWalletConfigOf = (manifest: DevWalletManifest): SolanaDevWalletConfig => {
  const key = manifest.devWallet.solana
  if (manifest.solana === undefined || key === undefined) throw new Error("devnet.json has no Solana cluster or no Solana key")
  return { secretKey: key.secretKey, address: key.address, rpcUrl: manifest.solana.rpcUrl }
}

/** The Bitcoin half's configuration from a decoded manifest; throws when it lacks the chain or the keys. */
export const bitcoinDevWalletConfigOf = (manifest: DevWalletManifest): BitcoinDevWalletConfig => {
  const keys = manifest.devWallet.bitcoin
  const chain = manifest.bitcoin
  if (chain === undefined || keys === undefined) throw new Error("devnet.json has no Bitcoin chain or no Bitcoin keys")
  // The wallet signs for regtest only: its addresses and chain ids are regtest's.
  if (chain.caipNetworkId !== REGTEST_CAIP_NETWORK_ID) throw new Error(`The Bitcoin chain ${chain.caipNetworkId} is not the local regtest chain`)
  return {
    esploraUrl: chain.esploraUrl,
    payment: { ...chain.fixtures.payment, wif: keys.payment },
    ordinals: { ...chain.fixtures.ordinals, wif: keys.ordinals }
  }
}

/**
 * A devnet manifest with the dev wallet's section added, for a `devnet.json` served to pages. The
 * keys are the public development keys: they hold value on the local chains only.
 */
export const withDevWallet = <M extends object>(manifest: M): M & { readonly devWallet: DevWalletManifest["devWallet"] } => ({
  ...manifest,
  devWallet: {
    privateKey: DEV_WALLET_PRIVATE_KEY,
    address: DEV_WALLET_ADDRESS,
    solana: { secretKey: SOLANA_DEV_WALLET_SECRET, address: SOLANA_DEV_WALLET_ADDRESS },
    bitcoin: { payment: BITCOIN_DEV_WALLET_PAYMENT_WIF, ordinals: BITCOIN_DEV_WALLET_ORDINALS_WIF }
  }
})
