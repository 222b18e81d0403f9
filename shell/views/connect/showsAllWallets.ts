import type { ResolvedOptions } from "../../../core/config/ResolvedOptions.js"

/**
 * Whether Connect offers "All Wallets": `features.allWallets` (SPEC §9, on by default) and AppKit's
 * `allWallets` option, `SHOW`, `HIDE`, or `ONLY_MOBILE` (on a phone or tablet only).
 */
export const showsAllWallets = (options: Pick<ResolvedOptions, "features" | "allWallets">, isMobile: boolean): boolean =>
  options.features.allWallets && (options.allWallets === "SHOW" || (options.allWallets === "ONLY_MOBILE" && isMobile))
