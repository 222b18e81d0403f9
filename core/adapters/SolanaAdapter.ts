import type { ChainAdapter } from "./ChainAdapter.js"

/**
 * The Solana family (namespace solana): Wallet Standard wallets in the browser. Where an AppKit
 * app passes `new SolanaAdapter()` from `@reown/appkit-adapter-solana`, a Doorway app passes this.
 */
export class SolanaAdapter implements ChainAdapter<"solana"> {
  readonly namespace = "solana"
}
