/** The Bitcoin methods a WalletConnect proposal asks for (the WalletConnect Bitcoin RPC reference). */
export const BITCOIN_SESSION_METHODS = ["signMessage", "signPsbt", "sendTransfer", "getAccountAddresses"] as const

/** The wallet tells of the account's addresses with it (after approval, and as UTXOs come and go). */
export const BITCOIN_SESSION_EVENTS = ["bip122_addressesChanged"] as const
