/**
 * The part of `devnet.json` the dev wallet reads: the local EVM chains and its key. The page-side
 * script decodes it with Schema; the serving side adds the key with `withDevWallet`.
 */
import { Array as Arr, Schema } from "effect"
import type { Address, Hex } from "viem"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY } from "../devKeys.js"
import type { DevWalletConfig } from "./devWallet.js"

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
  devWallet: Schema.Struct({
    privateKey: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{64}$/)),
    address: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/))
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

/**
 * A devnet manifest with the dev wallet's section added, for a `devnet.json` served to pages. The
 * key is the public development key: it holds value on the local chains only.
 */
export const withDevWallet = <M extends object>(manifest: M): M & { readonly devWallet: DevWalletManifest["devWallet"] } => ({
  ...manifest,
  devWallet: { privateKey: DEV_WALLET_PRIVATE_KEY, address: DEV_WALLET_ADDRESS }
})
