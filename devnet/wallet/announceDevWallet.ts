import { announceProvider, type EIP1193Provider } from "mipd"
import type { DevWallet } from "./devWallet.js"
import { devWalletInfo, type DevWalletInfo } from "./devWalletInfo.js"

/**
 * Announces the wallet per EIP-6963 now and again on every `eip6963:requestProvider` (mipd's
 * helper does both). Returns the function that stops answering requests.
 */
export const announceDevWallet = (wallet: DevWallet, info: DevWalletInfo = devWalletInfo()): (() => void) =>
  announceProvider({ info, provider: wallet.provider as unknown as EIP1193Provider })
