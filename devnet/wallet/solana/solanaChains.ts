import { SOLANA_LOCALNET_CHAIN, SOLANA_MAINNET_CHAIN } from "@solana/wallet-standard-chains"
import type { IdentifierString } from "@wallet-standard/base"

/**
 * The clusters the Solana half signs for. Both are the local cluster: it answers with
 * mainnet-beta's genesis hash, so a page on "Solana" (mainnet) reaches it as `solana:mainnet`.
 */
export const SOLANA_DEV_WALLET_CHAINS = [SOLANA_MAINNET_CHAIN, SOLANA_LOCALNET_CHAIN] as const

export const isDevWalletChain = (chain: IdentifierString): boolean =>
  (SOLANA_DEV_WALLET_CHAINS as ReadonlyArray<IdentifierString>).includes(chain)
