/** The named views of the modal (SPEC §2). No URL routes: the modal keeps its own history. */
export const VIEW_NAMES = [
  "Connect",
  "Account",
  "EmailLogin",
  "ConnectingFarcaster",
  /** Every social login of the project, for those the Connect view's row has no room for. */
  "ConnectSocials",
  /** A social login under way in its popup (WIRE §4.7). */
  "ConnectingSocial",
  /** The wallet list alone, behind Connect's "Continue with a wallet" (collapseWallets, emailShowWallets: SPEC §9). */
  "ConnectWallets",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
  "ConnectingExternalWallet",
  "AllWallets",
  "ProfileWallets",
  "UpdateEmailWallet",
  "SwitchNetwork",
  "SwitchActiveChain",
  "UnsupportedChain",
  "ApproveTransaction",
  "SIWXSignMessage",
  "RegisterAccountName",
  "RegisterAccountNameSuccess",
  /** The account's smart sessions, each with Revoke (SPEC §1; with the smartSessions feature). */
  "SmartSessions",
  "Swap",
  "Alert",
  /** Receive: the address as a QR code and the networks it receives on (a wallet feature, SPEC §1). */
  "WalletReceive",
  /** Send: a token to an address or a name (a wallet feature, SPEC §1, §4). */
  "WalletSend",
  /** Buy: crypto bought with fiat through the on-ramp provider's checkout (a wallet feature, SPEC §1, §4). */
  "OnRamp"
] as const

export type ViewName = (typeof VIEW_NAMES)[number]

/** Whether a name from outside the types (a host's JavaScript) is one of the modal's views. */
export const isViewName = (name: unknown): name is ViewName => (VIEW_NAMES as ReadonlyArray<unknown>).includes(name)
