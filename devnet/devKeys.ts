/**
 * Fixed development keys of the local stack. They are public and hold value only on the local
 * chains: never fund them anywhere else.
 *
 * The EVM dev wallet is deliberately NOT one of anvil's unlocked accounts, so everything it does
 * is signed locally (like a browser extension would), never by the node.
 */

/** The mnemonic anvil derives its unlocked accounts from (anvil's own default, pinned). */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk"

/** How many unlocked accounts anvil derives from {@link DEV_MNEMONIC}. */
export const DEV_ACCOUNT_COUNT = 10

/** The EVM dev wallet: a local key funded with native coin and every token on each chain. */
export const DEV_WALLET_PRIVATE_KEY = "0x335cf7ec00f527259b03e2c2af18b68bb0724dad88900a35e7e59c319cc3eb8d" as const

/** Address of {@link DEV_WALLET_PRIVATE_KEY}. */
export const DEV_WALLET_ADDRESS = "0xB2cb819C511Eea97E5de13B61c3aeed6d4f796D7" as const

/** The Solana dev wallet: a 64-byte secret key in base58, the usual wallet export format. */
export const SOLANA_DEV_WALLET_SECRET =
  "4Z8JTYQ268qpVqLkdoaRmVc7phpG41JPCPsu5tmuKiH4YDAcTuennPLsZgSxARYTgGsXESMorNZTqYYXMynXP3xs"

/** Public key (address) of {@link SOLANA_DEV_WALLET_SECRET}. */
export const SOLANA_DEV_WALLET_ADDRESS = "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P"

/**
 * The demo's WalletConnect wallet page (`walletconnect-wallet/`): its own local key, so a session
 * over the relay is never mistaken for the dev wallet extension's connection. Funded with native
 * coin on each chain.
 */
export const WALLET_PAGE_PRIVATE_KEY = "0xaf660dbf1120da0284b2decf38b78671f6fc39d443db087451079b0a00d4a219" as const

/** Address of {@link WALLET_PAGE_PRIVATE_KEY}. */
export const WALLET_PAGE_ADDRESS = "0x4EbEB92b7DB9156112deA9634B282fc37c153Dd7" as const

/**
 * The Bitcoin dev wallet's keys as WIF (regtest's prefix, compressed), the usual export: the BIP84
 * payment key and the BIP86 ordinals key that `bitcoin/bitcoinDevKeys.ts` derives from
 * {@link DEV_MNEMONIC}. Written out so the page script derives nothing from the mnemonic.
 */
export const BITCOIN_DEV_WALLET_PAYMENT_WIF = "cTg4nG8mNSaQr1KV1a3erZaAGk3deLnKivYnfEkKaSJrvnja6Pjd"
export const BITCOIN_DEV_WALLET_ORDINALS_WIF = "cSBTc78h1Ab9MNcQcFD8w3kNTW8xWM4EjTQgKLDq9gUG9GrRZD3f"
