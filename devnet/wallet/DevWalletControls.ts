import type { Address } from "viem"
import type { BitcoinDevWallet } from "./bitcoin/bitcoinDevWallet.js"
import type { ApprovalPolicy, Eip1193Provider, Eip1193RequestArguments } from "./devWallet.js"
import type { DevWalletInfo } from "./devWalletInfo.js"
import type { SolanaDevWallet } from "./solana/solanaDevWallet.js"

/**
 * What the dev wallet script puts on `window.doorwayDevWallet`: the wallet's "user", for pages
 * and tests (approve or reject prompts, switch chain, disconnect the site).
 */
export interface DevWalletControls {
  readonly info: DevWalletInfo
  readonly provider: Eip1193Provider
  /** Settles once `devnet.json` is read (rejects if it could not be). */
  readonly ready: Promise<void>
  /** The answer to every prompt, of both halves. */
  readonly policy: () => ApprovalPolicy
  readonly setPolicy: (policy: ApprovalPolicy) => void
  readonly address: () => Promise<Address>
  /**
   * Every request of both halves, oldest first; the Solana half's `method` is the feature's name
   * (`standard:connect`, `solana:signMessage`, …).
   */
  readonly requests: () => ReadonlyArray<Eip1193RequestArguments>
  readonly switchChain: (chainId: number) => Promise<void>
  readonly disconnect: () => Promise<void>
  /** The Solana half's Wallet Standard wallet, as registered with the page. */
  readonly solanaWallet: SolanaDevWallet["wallet"]
  /** Settles once the Solana half's configuration is read (rejects if `devnet.json` lacks it). */
  readonly solanaReady: Promise<void>
  readonly solanaAddress: () => Promise<string>
  /** The user disconnects the site from the Solana half: a "change" event with no accounts. */
  readonly disconnectSolana: () => Promise<void>
  /**
   * Settles once the Bitcoin half (`dev-wallet-bitcoin.js`, loaded beside) has joined and read its
   * configuration; never where the wallet runs as code alone, with no file beside it.
   */
  readonly bitcoinReady: Promise<void>
  /** The Bitcoin half's Wallet Standard wallet, once it has joined. */
  bitcoinWallet?: BitcoinDevWallet["wallet"]
  /** The Bitcoin half's sats-connect provider (sats-connect's provider id `doorwayDevWallet.bitcoinProvider`), once it has joined. */
  bitcoinProvider?: BitcoinDevWallet["provider"]
  bitcoinAddresses?: BitcoinDevWallet["addresses"]
  /** The user disconnects the site from the Bitcoin half: a "change" event with no accounts. */
  disconnectBitcoin?: BitcoinDevWallet["disconnect"]
  /** For the wallet's other scripts: adds a request to the log `requests` reads. */
  readonly record: (request: Eip1193RequestArguments) => void
  /** For the Bitcoin half's script: puts its controls here. */
  readonly attachBitcoin: (half: BitcoinHalfControls) => void
}

/** What the Bitcoin half's script adds to the controls. */
export interface BitcoinHalfControls {
  readonly bitcoinWallet: BitcoinDevWallet["wallet"]
  readonly bitcoinProvider: BitcoinDevWallet["provider"]
  readonly bitcoinAddresses: BitcoinDevWallet["addresses"]
  readonly disconnectBitcoin: BitcoinDevWallet["disconnect"]
  readonly ready: Promise<void>
}

declare global {
  interface Window {
    doorwayDevWallet?: DevWalletControls
  }
}
