/** The dev wallet's scripts, served beside the page: the wallet, and its Bitcoin half it loads itself. */
export const DEV_WALLET_SCRIPT = "dev-wallet.js"
export const BITCOIN_HALF_SCRIPT = "dev-wallet-bitcoin.js"
