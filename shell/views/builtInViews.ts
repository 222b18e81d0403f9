/**
 * The loaders of the modal's own views, kept in the modal's chunk (Modal.tsx re-exports this
 * module). Two reasons. Connect, the view nearly every first open shows, is part of that chunk,
 * so opening the modal fetches one file instead of a dozen. And every other view is imported from
 * here, so the bundler knows the modal's code is already loaded when a view loads: code the views
 * share with the modal stays in the modal's chunk instead of being split into many small shared
 * chunks that each cost a request on open.
 */
import * as ConnectView from "./ConnectView.js"
import * as EmailSection from "./connect/EmailSection.js"
import * as SocialSection from "./connect/SocialSection.js"
import * as WalletSection from "./connect/WalletSection.js"
import type { BuiltInViewName } from "./BuiltInViewName.js"
import type { ComponentModule } from "./loadable.js"
import type { ViewProps } from "./ViewProps.js"
import { addView } from "./registeredViews.js"

export const builtInViews = {
  Connect: () => Promise.resolve(ConnectView),
  Alert: () => import("./AlertView.js"),
  AllWallets: () => import("./AllWalletsView.js"),
  ConnectingWalletConnect: () => import("./ConnectingWalletConnectView.js"),
  // The same module as the view above: basic mode needs no chunk of its own.
  ConnectingWalletConnectBasic: () => import("./ConnectingWalletConnectView.js").then((module) => ({ default: module.ConnectingWalletConnectBasicView })),
  ConnectingExternalWallet: () => import("./ConnectingExternalWalletView.js"),
  // The view opens on its first tab (Tokens): that tab's chunk comes with the view's, so the first
  // paint draws it; a tab that does not load is left to the view's own fallback.
  Account: () =>
    import("./AccountView.js").then((view) => (view.ACCOUNT_TABS[0]?.component.preload() ?? Promise.resolve()).then(() => view, () => view)),
  SwitchNetwork: () => import("./SwitchNetworkView.js"),
  SwitchActiveChain: () => import("./SwitchActiveChainView.js"),
  UnsupportedChain: () => import("./UnsupportedChainView.js"),
  ProfileWallets: () => import("./ProfileWalletsView.js"),
  EmailLogin: () => import("./EmailLoginView.js")
} satisfies Record<BuiltInViewName, () => Promise<ComponentModule<ViewProps>>>

export const builtInSections = {
  wallet: () => Promise.resolve(WalletSection),
  // The form comes with the modal, so the first open waits for no other chunk; the programs it
  // starts load on first need.
  email: () => Promise.resolve(EmailSection),
  // The social row too: its click opens the login popup at once, so its code is loaded by then.
  social: () => Promise.resolve(SocialSection)
} satisfies Record<string, () => Promise<ComponentModule<Record<string, never>>>>

// Sign-in (SPEC §4), registered with the modal so the page does not carry it; its chunk loads only
// when an account is asked to sign in.
addView("SIWXSignMessage", { title: "Sign In", load: () => import("./siwx/SiwxSignMessageView.js") }, true)
// The wallet features' views (SPEC §1), each a chunk of its own loaded through the Account view's:
// registered with the modal, so a host can open them (`open({ view: "WalletSend" })`) before the
// Account view has ever loaded.
addView("WalletReceive", { title: "Receive", load: () => import("./AccountView.js").then((account) => account.walletFeatureViews.WalletReceive()) }, true)
addView("WalletSend", { title: "Send", load: () => import("./AccountView.js").then((account) => account.walletFeatureViews.WalletSend()) }, true)
// Social and Farcaster login (SPEC §2, §4): reached from the Connect view's social row, so
// registered with the modal and the page does not carry them.
addView("ConnectSocials", { title: "All Socials", load: () => import("./ConnectSocialsView.js") }, true)
// The wallet list behind Connect's "Continue with a wallet" (collapseWallets, emailShowWallets: SPEC §9).
addView("ConnectWallets", { title: "Connect Wallet", load: () => import("./ConnectWalletsView.js") }, true)
addView("ConnectingSocial", { title: "Social Login", load: () => import("./ConnectingSocialView.js") }, true)
addView("ConnectingFarcaster", { title: "Farcaster", load: () => import("./ConnectingFarcasterView.js") }, true)
// Name registration and smart sessions (SPEC §1, §4): reached from Account, each a chunk of its own.
addView("RegisterAccountName", { title: "Choose Name", load: () => import("./names/RegisterAccountNameView.js") }, true)
addView("RegisterAccountNameSuccess", { title: "Name Registered", load: () => import("./names/RegisterAccountNameSuccessView.js") }, true)
addView("SmartSessions", { title: "Sessions", load: () => import("./smartSessions/SmartSessionsView.js") }, true)
// Swap (SPEC §1, §2): a wallet feature, a chunk of its own loaded through the Account view's as Send is.
addView("Swap", { title: "Swap", load: () => import("./AccountView.js").then((account) => account.walletFeatureViews.Swap()) }, true)
// Buy (SPEC §1, §4): a wallet feature reached from Account, a chunk of its own.
addView("OnRamp", { title: "Buy Crypto", load: () => import("./onramp/OnrampView.js") }, true)
// The embedded wallet's approvals (SPEC §4): shown only by core/embedded/followApprovals.
addView("ApproveTransaction", { title: "Approve Transaction", load: () => import("./embedded/ApproveTransactionView.js") }, true)
// Updating the embedded wallet's email (SPEC §2, §4): reached from Account.
addView("UpdateEmailWallet", { title: "Edit Email", load: () => import("./embedded/UpdateEmailWalletView.js") }, true)
