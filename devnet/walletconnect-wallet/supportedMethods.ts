/** What the wallet page approves in a session (SPEC §5): its eip155 methods and events. */
export const SUPPORTED_METHODS = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
  "eth_accounts",
  "eth_chainId"
] as const

export const SUPPORTED_EVENTS = ["chainChanged", "accountsChanged"] as const

/** Its solana methods (the WalletConnect Solana RPC reference); a Solana session has no events. */
export const SOLANA_METHODS = ["solana_signMessage", "solana_signTransaction", "solana_signAllTransactions", "solana_signAndSendTransaction"] as const

export const SOLANA_EVENTS: ReadonlyArray<string> = []

/** Answered at once, with no prompt: they reveal nothing the session did not already approve. */
export const SILENT_METHODS: ReadonlySet<string> = new Set(["eth_accounts", "eth_chainId"])

/** Its bip122 methods and events (the WalletConnect Bitcoin RPC reference). */
export const BITCOIN_METHODS = ["signMessage", "signPsbt", "sendTransfer", "getAccountAddresses"] as const

export const BITCOIN_EVENTS = ["bip122_addressesChanged"] as const
