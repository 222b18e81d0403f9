import type { ViewName } from "./ViewName.js"
import { isViewName } from "./ViewName.js"

/**
 * AppKit's public view names (the names its `open({ view })` takes) and the view of the spec
 * (SPEC §2) each one shows, so an app written for AppKit opens the same screens. Most are the
 * spec's own names; `Networks` is the network list, SwitchNetwork. `undefined`: the spec has no
 * such view.
 */
export const APPKIT_VIEWS = {
  Connect: "Connect",
  Account: "Account",
  AllWallets: "AllWallets",
  Networks: "SwitchNetwork",
  ProfileWallets: "ProfileWallets",
  ConnectingWalletConnectBasic: "ConnectingWalletConnectBasic",
  ApproveTransaction: "ApproveTransaction",
  Swap: "Swap",
  WhatIsAWallet: undefined,
  WhatIsANetwork: undefined,
  OnRampProviders: undefined,
  WalletSend: "WalletSend"
} as const satisfies Readonly<Record<string, ViewName | undefined>>

export type AppKitViewName = keyof typeof APPKIT_VIEWS

const isAppKitViewName = (name: unknown): name is AppKitViewName =>
  typeof name === "string" && Object.hasOwn(APPKIT_VIEWS, name)

/**
 * The spec view a name given to `open` stands for: an AppKit name's view, a spec name itself, and
 * `undefined` for any other name (from code the types did not check) or an AppKit view the spec
 * does not have.
 */
export const viewNameOf = (name: unknown): ViewName | undefined =>
  isAppKitViewName(name) ? APPKIT_VIEWS[name] : isViewName(name) ? name : undefined
