/** CAIP-2 ids the generated catalogue spreads its wallets across. */
export const ETHEREUM = "eip155:1"
export const POLYGON = "eip155:137"
export const SEPOLIA = "eip155:11155111"
export const SOLANA = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
export const SOLANA_DEVNET = "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"
export const BITCOIN = "bip122:000000000019d6689c085ae165831e93"

/**
 * What the dev wallet claims unless the devnet passes its own list: the EVM ids above plus the
 * usual local node ids, and Solana, so a filter on any local network still finds it.
 */
export const DEFAULT_DEV_WALLET_CHAINS: ReadonlyArray<string> = [
  ETHEREUM,
  POLYGON,
  SEPOLIA,
  "eip155:31337",
  "eip155:1337",
  SOLANA,
  SOLANA_DEVNET
]

/** The wallet page's chains unless the devnet passes its own: the local EVM chains' ids. */
export const DEFAULT_LOCAL_WALLET_CHAINS: ReadonlyArray<string> = [ETHEREUM, POLYGON, SEPOLIA]
