import type { BitcoinAddressPurpose } from "./bitcoinFeatures.js"

/**
 * Where the Bitcoin half keeps which of its accounts the site is connected to, as the other halves
 * keep their connection: in the page's storage, standing in for an extension's own. A site
 * connected on an earlier load finds its accounts in `wallet.accounts` at once.
 */
export interface BitcoinDevWalletMemory {
  readonly read: () => ReadonlyArray<BitcoinAddressPurpose> | undefined
  readonly write: (purposes: ReadonlyArray<BitcoinAddressPurpose>) => void
}

const isPurpose = (value: unknown): value is BitcoinAddressPurpose => value === "payment" || value === "ordinals"

/** Anything unreadable is treated as nothing remembered. */
export const bitcoinStorageMemory = (storage: Storage, key = "doorway-dev-wallet-bitcoin"): BitcoinDevWalletMemory => ({
  read: () => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? "null") as { purposes?: unknown } | null
      return Array.isArray(value?.purposes) && value.purposes.every(isPurpose) ? value.purposes : undefined
    } catch {
      return undefined
    }
  },
  write: (purposes) => storage.setItem(key, JSON.stringify({ purposes }))
})
