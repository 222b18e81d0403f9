import type { Address } from "viem"
import type { ApprovalPolicy, Eip1193Provider, Eip1193RequestArguments } from "./devWallet.js"
import type { DevWalletInfo } from "./devWalletInfo.js"

/**
 * What the dev wallet script puts on `window.doorwayDevWallet`: the wallet's "user", for pages
 * and tests (approve or reject prompts, switch chain, disconnect the site).
 */
export interface DevWalletControls {
  readonly info: DevWalletInfo
  readonly provider: Eip1193Provider
  /** Settles once `devnet.json` is read (rejects if it could not be). */
  readonly ready: Promise<void>
  readonly policy: () => ApprovalPolicy
  readonly setPolicy: (policy: ApprovalPolicy) => void
  readonly address: () => Promise<Address>
  readonly requests: () => ReadonlyArray<Eip1193RequestArguments>
  readonly switchChain: (chainId: number) => Promise<void>
  readonly disconnect: () => Promise<void>
}

declare global {
  interface Window {
    doorwayDevWallet?: DevWalletControls
  }
}
