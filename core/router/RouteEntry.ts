import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { SocialProvider } from "../../schemas/Forms.js"
import type { ViewName } from "./ViewName.js"

/** What a view needs to know beyond its name: the wallet, network or swap it was opened for. */
export interface RouteData {
  readonly walletId?: string
  readonly connectorId?: string
  /** ConnectingExternalWallet: opened by a program already asking the wallet, which the view waits for instead of asking again. */
  readonly asking?: boolean
  readonly caipNetworkId?: string
  /** SwitchActiveChain: where to go once the other namespace connects. */
  readonly navigateTo?: ViewName
  /** SwitchActiveChain: replace the current view instead of pushing. */
  readonly replace?: boolean
  /** Swap: the swap's inputs, passed as arguments. */
  readonly swap?: { readonly fromToken?: string; readonly toToken?: string; readonly amount?: string }
  /** EmailLogin: the address the code went to, and whether the device must be approved first (WIRE §4.6). */
  readonly email?: string
  readonly verifyDevice?: boolean
  /** ConnectingSocial: the provider the person logs in with. */
  readonly provider?: SocialProvider
  /** Alert: the `_tag` of the error the view explains. */
  readonly errorTag?: string
  /** Connect: the chain family whose wallets it lists (`open({ namespace })`); every family's unless set. */
  readonly namespace?: ChainNamespace
}

export interface RouteEntry {
  readonly view: ViewName
  readonly data?: RouteData
}

/** A history entry; `data` is left out rather than stored as undefined. */
export const routeEntry = (view: ViewName, data?: RouteData): RouteEntry => (data === undefined ? { view } : { view, data })
