/**
 * The part of `devnet.json` the dev wallet reads: the local EVM chains, the Solana cluster and its
 * keys. The page-side script decodes it with Schema; the serving side adds the keys with
 * `withDevWallet`.
 */
import { Array as Arr, Schema } from "effect"
import type { Address, Hex } from "viem"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY, SOLANA_DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_SECRET } from "../devKeys.js"
import type { DevWalletConfig } from "./devWallet.js"
import type { SolanaDevWalletConfig } from "./solana/solanaDevWallet.js"

const Base58 = (length: string) => Schema.String.pipe(Schema.pattern(new RegExp(`^[1-9A-HJ-NP-Za-km-z]{${length}}$`)))

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
  devWallet: Schema.Struct({
    privateKey: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{64}$/)),
    address: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/)),
    /** The Solana key: a 64-byte secret in base58 (the usual export) and its address. */
    solana: Schema.optional(Schema.Struct({ secretKey: Base58("86,88"), address: Base58("32,44") }))
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

/**
 * A devnet manifest with the dev wallet's section added, for a `devnet.json` served to pages. The
 * keys are the public development keys: they hold value on the local chains only.
 */
export const withDevWallet = <M extends object>(manifest: M): M & { readonly devWallet: DevWalletManifest["devWallet"] } => ({
  ...manifest,
  devWallet: {
    privateKey: DEV_WALLET_PRIVATE_KEY,
    address: DEV_WALLET_ADDRESS,
    solana: { secretKey: SOLANA_DEV_WALLET_SECRET, address: SOLANA_DEV_WALLET_ADDRESS }
  }
})
