/**
 * The fixed connector ids, as stored under `@appkit/<namespace>:connected_connector_id` (WIRE §5);
 * an announced wallet's id is its EIP-6963 rdns.
 */
export const WALLET_CONNECT_CONNECTOR_ID = "walletConnect"
export const AUTH_CONNECTOR_ID = "ID_AUTH"
export const INJECTED_CONNECTOR_ID = "injected"

/** What a plain `window.ethereum` is called: it does not say which wallet it is. */
export const INJECTED_CONNECTOR_NAME = "Browser Wallet"
export const WALLET_CONNECT_CONNECTOR_NAME = "WalletConnect"
export const AUTH_CONNECTOR_NAME = "Email and socials"
