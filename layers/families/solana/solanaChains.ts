/**
 * Wallet Standard names Solana clusters by moniker (`solana:mainnet`), the modal by CAIP-2 id
 * (`solana:` + the genesis hash's first 32 characters). A wallet is asked for a chain in its own
 * words, and the chains it reports are read back as networks of the modal.
 */
import type { IdentifierString } from "@wallet-standard/base"
import { SOLANA_DEVNET_CHAIN, SOLANA_LOCALNET_CHAIN, SOLANA_MAINNET_CHAIN, SOLANA_TESTNET_CHAIN } from "@solana/wallet-standard-chains"

export const SOLANA_MAINNET_CAIP_ID = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
export const SOLANA_DEVNET_CAIP_ID = "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"
export const SOLANA_TESTNET_CAIP_ID = "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z"

const WALLET_CHAIN_BY_CAIP_ID: Readonly<Record<string, IdentifierString>> = {
  [SOLANA_MAINNET_CAIP_ID]: SOLANA_MAINNET_CHAIN,
  [SOLANA_DEVNET_CAIP_ID]: SOLANA_DEVNET_CHAIN,
  [SOLANA_TESTNET_CAIP_ID]: SOLANA_TESTNET_CHAIN
}

const CAIP_ID_BY_WALLET_CHAIN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(WALLET_CHAIN_BY_CAIP_ID).map(([caipId, chain]) => [chain, caipId])
)

/**
 * The Wallet Standard chain of a CAIP-2 id. An id of no known cluster is passed as it is: it is a
 * valid identifier too, and a wallet that knows the cluster by genesis hash still understands it.
 */
export const walletChainOf = (caipNetworkId: string): IdentifierString =>
  WALLET_CHAIN_BY_CAIP_ID[caipNetworkId] ?? (caipNetworkId as IdentifierString)

/**
 * The CAIP-2 id of a Wallet Standard chain; an id already in CAIP-2 form is kept. `solana:localnet`
 * has none (every local validator has its own genesis), so it answers undefined.
 */
export const caipNetworkIdOf = (chain: string): string | undefined => {
  const known = CAIP_ID_BY_WALLET_CHAIN[chain]
  if (known !== undefined) return known
  return chain in WALLET_CHAIN_BY_CAIP_ID ? chain : undefined
}

/**
 * Whether a wallet that lists `walletChains` serves the network `caipNetworkId`: by moniker or by
 * CAIP-2 id; a wallet listing `solana:localnet` serves any cluster that is not one of the three
 * public ones (each local validator has a genesis of its own).
 */
export const servesNetwork = (walletChains: ReadonlyArray<string>, caipNetworkId: string): boolean =>
  walletChains.includes(walletChainOf(caipNetworkId)) ||
  walletChains.includes(caipNetworkId) ||
  (walletChains.includes(SOLANA_LOCALNET_CHAIN) && !(caipNetworkId in WALLET_CHAIN_BY_CAIP_ID))

/** Whether a chain a wallet account lists is a Solana one (by moniker or by CAIP-2 id). */
export const isSolanaWalletChain = (chain: string): boolean => chain.startsWith("solana:")

/** The CAIP-2 reference (what follows `solana:`), the chain id an opened session reports. */
export const caipReferenceOf = (caipNetworkId: string): string => caipNetworkId.slice(caipNetworkId.indexOf(":") + 1)
