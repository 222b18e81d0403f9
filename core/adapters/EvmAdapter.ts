import type { ChainAdapter } from "./ChainAdapter.js"

/**
 * The EVM family (namespace eip155): browser-extension wallets (EIP-6963 and the injected
 * provider), WalletConnect and the embedded wallet on EVM networks. Where an AppKit app passes
 * `new EthersAdapter()` or `new WagmiAdapter(…)`, a Doorway app passes `new EvmAdapter()`.
 */
export class EvmAdapter implements ChainAdapter<"eip155"> {
  readonly namespace = "eip155"
}
