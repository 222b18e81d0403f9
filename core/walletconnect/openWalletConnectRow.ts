import { Effect } from "effect"
import { push } from "../router/push.js"
import { Platform } from "../services/Platform.js"
import type { PlatformFacts } from "../services/Platform.js"

/**
 * Whether a pairing with any wallet starts from the wallets to open: on a phone, where a QR code
 * on the phone's own screen cannot be scanned, each wallet is opened by its deep link instead.
 */
export const pairsFromWalletList = (platform: Pick<PlatformFacts, "isMobile">): boolean => platform.isMobile

/**
 * The WalletConnect row of Connect (SPEC §2): on a phone ConnectingWalletConnectBasic, which lists
 * the wallets there (recent, featured, recommended, then All Wallets), a wallet picked paired with
 * its deep link first; elsewhere ConnectingWalletConnect and its QR code.
 */
export const openWalletConnectRow = Effect.flatMap(Platform, (platform) =>
  push(pairsFromWalletList(platform) ? "ConnectingWalletConnectBasic" : "ConnectingWalletConnect")
)
