import type { APPKIT_VIEWS, AppKitViewName } from "../../core/router/AppKitViewName.js"
import type { ViewName } from "../../core/router/ViewName.js"

/**
 * The views the modal has built in, by their spec names (SPEC §2). The wallet features' views
 * and the views only a program opens are registered beside them.
 */
export const BUILT_IN_VIEW_NAMES = [
  "Connect",
  "Alert",
  "AllWallets",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
  "ConnectingExternalWallet",
  "Account",
  "SwitchNetwork",
  "SwitchActiveChain",
  "UnsupportedChain",
  "ProfileWallets",
  "EmailLogin"
] as const satisfies ReadonlyArray<ViewName>

export type BuiltInViewName = (typeof BUILT_IN_VIEW_NAMES)[number]

/**
 * The wallet features' views (SPEC §1: Receive, Send, Swap), which the modal's chunk registers: a
 * host opens them like the built-in ones.
 */
export type WalletFeatureViewName = "WalletReceive" | "WalletSend" | "Swap"

/** The AppKit view names whose view the modal has (e.g. `Networks`, the network list). */
export type BuiltInAppKitViewName = {
  [K in AppKitViewName]: (typeof APPKIT_VIEWS)[K] extends BuiltInViewName | WalletFeatureViewName ? K : never
}[AppKitViewName]

/**
 * The names `open({ view })` takes: AppKit's public names for the views the modal has, and the
 * spec's names of its built-in views and wallet features (the same where both name a view, e.g.
 * `Connect`, `WalletSend`). Any other
 * name, an AppKit view the modal does not have included (`WhatIsAWallet`), is a type error, and at
 * run time the open fails with UnknownView.
 */
export type OpenViewName = BuiltInAppKitViewName | BuiltInViewName | WalletFeatureViewName
