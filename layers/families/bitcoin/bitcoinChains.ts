/**
 * The Wallet Standard's Bitcoin extension names chains by moniker (`bitcoin:mainnet`), the modal by
 * CAIP-2 id (`bip122:` + the genesis hash's first 32 hex characters). A wallet may list either; it
 * is asked for a chain in the words it lists.
 */
import type { IdentifierString } from "@wallet-standard/base"

export const BITCOIN_MAINNET_CAIP_ID = "bip122:000000000019d6689c085ae165831e93"
export const BITCOIN_TESTNET_CAIP_ID = "bip122:000000000933ea01ad0ee984209779ba"
export const BITCOIN_SIGNET_CAIP_ID = "bip122:00000008819873e925422c1ff0f99f7c"
/** Every regtest chain starts from the same genesis block, so they share one id. */
export const BITCOIN_REGTEST_CAIP_ID = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"

const WALLET_CHAIN_BY_CAIP_ID: Readonly<Record<string, IdentifierString>> = {
  [BITCOIN_MAINNET_CAIP_ID]: "bitcoin:mainnet",
  [BITCOIN_TESTNET_CAIP_ID]: "bitcoin:testnet",
  [BITCOIN_SIGNET_CAIP_ID]: "bitcoin:signet",
  [BITCOIN_REGTEST_CAIP_ID]: "bitcoin:regtest"
}

/** The moniker of a CAIP-2 id; an id of no known chain is passed as it is (a valid identifier too). */
export const walletChainOf = (caipNetworkId: string): IdentifierString =>
  WALLET_CHAIN_BY_CAIP_ID[caipNetworkId] ?? (caipNetworkId as IdentifierString)

/** The chain a wallet is asked to act on: the moniker when it lists one, else the CAIP-2 id. */
export const requestChainOf = (walletChains: ReadonlyArray<string>, caipNetworkId: string): IdentifierString =>
  walletChains.includes(walletChainOf(caipNetworkId)) ? walletChainOf(caipNetworkId) : (caipNetworkId as IdentifierString)

/** Whether a wallet that lists `walletChains` serves the network `caipNetworkId`, by moniker or by CAIP-2 id. */
export const servesNetwork = (walletChains: ReadonlyArray<string>, caipNetworkId: string): boolean =>
  walletChains.includes(caipNetworkId) || walletChains.includes(walletChainOf(caipNetworkId))

/** Whether a chain a wallet account lists is a Bitcoin one (by moniker or by CAIP-2 id). */
export const isBitcoinWalletChain = (chain: string): boolean => chain.startsWith("bip122:") || chain.startsWith("bitcoin:")

/** The CAIP-2 reference (what follows `bip122:`), the chain id an opened session reports. */
export const caipReferenceOf = (caipNetworkId: string): string => caipNetworkId.slice(caipNetworkId.indexOf(":") + 1)

const CAIP_ID_BY_WALLET_CHAIN: ReadonlyMap<string, string> = new Map(Object.entries(WALLET_CHAIN_BY_CAIP_ID).map(([caip, moniker]) => [moniker, caip]))

/** The CAIP-2 id of a chain a wallet names by moniker (`bitcoin:mainnet`); any other name as it is. */
export const caipIdOfWalletChain = (chain: string): string => CAIP_ID_BY_WALLET_CHAIN.get(chain) ?? chain
