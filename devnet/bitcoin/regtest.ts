/**
 * Bitcoin Core's regtest parameters, as far as this chain uses them: its address prefixes, its
 * genesis block (the same one `bitcoind -regtest` starts from), its subsidy schedule and its
 * coinbase maturity.
 */
import type { BTC_NETWORK } from "@scure/btc-signer/utils.js"

/** Regtest addresses: `bcrt1…` for segwit, testnet's base58 versions for the legacy forms. */
export const REGTEST: BTC_NETWORK = { bech32: "bcrt", pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

export const SATS_PER_BTC = 100_000_000n

/** Regtest's proof-of-work limit in compact form: about every second hash meets it. */
export const REGTEST_BITS = 0x207fffff

/** Blocks a coinbase output waits before it can be spent (consensus). */
export const COINBASE_MATURITY = 100

/** Regtest halves the subsidy every 150 blocks (mainnet: 210 000). */
const HALVING_INTERVAL = 150

export const blockSubsidy = (height: number): bigint => {
  const halvings = Math.floor(height / HALVING_INTERVAL)
  return halvings >= 64 ? 0n : (50n * SATS_PER_BTC) >> BigInt(halvings)
}

/**
 * Satoshi's genesis coinbase (The Times headline, 50 BTC to a P2PK key): regtest's genesis block
 * holds the same transaction as mainnet's, with its own time, bits and nonce.
 */
export const GENESIS_COINBASE_HEX =
  "01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000"

export const GENESIS_HEADER = { version: 1, time: 1296688602, bits: REGTEST_BITS, nonce: 2 } as const

/** What the genesis block above hashes to (checked at start, so a wrong constant cannot go unseen). */
export const REGTEST_GENESIS_HASH = "0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206"

/** CAIP-2 for bip122 (CAIP-4): the first 32 hex characters of the genesis block hash. */
export const REGTEST_CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}` as const
