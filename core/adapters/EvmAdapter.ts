import type { ChainAdapter } from "./ChainAdapter.js"

/**
 * The EVM family (namespace eip155): the wallets that connect on EVM networks, browser extensions
 * (EIP-6963 and the injected provider) among them. Where an AppKit app passes
 * `new EthersAdapter()` or `new WagmiAdapter(…)`, a Doorway app passes `new EvmAdapter()`.
 */
export class EvmAdapter implements ChainAdapter<"eip155"> {
  readonly namespace = "eip155"
}
