import type { DevWalletMemory, RememberedState } from "./devWallet.js"

/**
 * The dev wallet's memory in the page's storage, standing in for an extension's own storage: the
 * site stays connected, on its chain, across reloads until it disconnects. Anything unreadable is
 * treated as nothing remembered.
 */
export const storageMemory = (storage: Storage, key = "doorway-dev-wallet"): DevWalletMemory => ({
  read: () => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? "null") as Partial<RememberedState> | null
      if (typeof value?.connected !== "boolean" || !Number.isSafeInteger(value.chainId)) return undefined
      return { connected: value.connected, chainId: value.chainId as number }
    } catch {
      return undefined
    }
  },
  write: (state) => storage.setItem(key, JSON.stringify(state))
})
