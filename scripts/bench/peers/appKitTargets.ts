/**
 * Where AppKit 1.7 draws what a visitor waits for. Its modal and buttons are Lit elements in open
 * shadow roots, so every target pierces them; Playwright's CSS locators pierce them by themselves.
 */
import type { ProbeTarget } from "../pageProbe.js"

/** The inner element `<appkit-button>` draws while nobody is connected (its `w3m-connect-button`). */
export const CONNECT_BUTTON: ProbeTarget = { selector: '[data-testid="connect-button"]', pierce: true }
/** Its `<button>`, for Playwright to click. */
export const CONNECT_BUTTON_CLICK = '[data-testid="connect-button"] button'

/** The modal showing its first view, the wallet list. */
export const DIALOG: ProbeTarget = { selector: "w3m-connect-view", pierce: true }

/** The entry of the wallet named `name` in the modal's list. */
export const walletEntry = (name: string) => `wui-list-wallet[name="${name}"]`

/** What `<appkit-button>` draws once connected (its `w3m-account-button`), for Playwright to click. */
export const ACCOUNT_BUTTON_CLICK = "wui-account-button button"

/** The Disconnect entry of the modal's account view. */
export const DISCONNECT_CLICK = '[data-testid="disconnect-button"]'

/** AppKit's short form of an address on its account button (`UiHelperUtil.getTruncateString`, 4 + 6). */
export const shortAddress = (address: string): string => `${address.slice(0, 4)}...${address.slice(-6)}`

/** A text AppKit draws (its account button's short address or balance); the modal closes once connected. */
export const accountButtonText = (text: string): ProbeTarget => ({ selector: "wui-text", text, pierce: true })

/** The page's own view of the connection (see bench/peers/appkit/src/main.tsx). */
export const pageAddress = (address: string): ProbeTarget => ({ selector: '[data-testid="peer-account"]', text: address })
export const PAGE_NO_ACCOUNT: ProbeTarget = { selector: '[data-testid="peer-no-account"]' }

/**
 * The balance line of the account button: the node's balance as AppKit formats it
 * (`CoreHelperUtil.formatBalance`: cut, not rounded, to three decimals).
 */
export const appKitBalanceText = (formattedBalance: string, symbol: string): string => {
  const value = Math.floor(Number(formattedBalance) * 1000) / 1000
  return `${value === 0 ? "0.000" : value.toString()} ${symbol}`
}
