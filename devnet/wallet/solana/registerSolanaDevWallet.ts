import { registerWallet } from "@wallet-standard/wallet"
import type { SolanaDevWallet } from "./solanaDevWallet.js"

/**
 * Registers the Solana half with the page per the Wallet Standard: a `register-wallet` event now,
 * and an answer to every `app-ready` event an app dispatches later, so it is found whichever loads
 * first.
 */
export const registerSolanaDevWallet = (solana: SolanaDevWallet): void => registerWallet(solana.wallet)
