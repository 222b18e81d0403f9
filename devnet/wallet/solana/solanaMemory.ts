/**
 * Where the Solana half keeps whether the site is connected, as the EVM half keeps its
 * connection: in the page's storage, standing in for an extension's own. It is what a silent
 * connect (a site's reconnect at start) answers from.
 */
export interface SolanaDevWalletMemory {
  readonly read: () => boolean | undefined
  readonly write: (connected: boolean) => void
}

/** Anything unreadable is treated as nothing remembered. */
export const solanaStorageMemory = (storage: Storage, key = "doorway-dev-wallet-solana"): SolanaDevWalletMemory => ({
  read: () => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? "null") as { connected?: unknown } | null
      return typeof value?.connected === "boolean" ? value.connected : undefined
    } catch {
      return undefined
    }
  },
  write: (connected) => storage.setItem(key, JSON.stringify({ connected }))
})
