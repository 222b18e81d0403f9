import type { ViewName } from "../../core/router/ViewName.js"

/**
 * The views the modal has built in: the ones `open({ view })` can show. A spec view that is not
 * here (EmailLogin, Swap, …) does not exist yet, so naming it is a type error, and at run time
 * the open fails with UnknownView.
 */
export const BUILT_IN_VIEW_NAMES = [
  "Connect",
  "Alert",
  "AllWallets",
  "ConnectingWalletConnect",
  "ConnectingExternalWallet",
  "Account",
  "SwitchNetwork",
  "SwitchActiveChain",
  "UnsupportedChain",
  "ProfileWallets"
] as const satisfies ReadonlyArray<ViewName>

export type BuiltInViewName = (typeof BUILT_IN_VIEW_NAMES)[number]
