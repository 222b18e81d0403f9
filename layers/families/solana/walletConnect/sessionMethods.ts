/** The Solana methods a WalletConnect proposal asks for (the WalletConnect Solana RPC reference). */
export const SOLANA_SESSION_METHODS = [
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction"
] as const

/** Solana sessions carry no events the modal follows (accounts and chains are fixed by the session). */
export const SOLANA_SESSION_EVENTS: ReadonlyArray<string> = []
