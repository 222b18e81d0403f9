/** The Solana half of the site's app-event handler: its cluster, the users' wallets on it, and their funding. */
import { fundSolanaWhereEmpty } from "./fundSolanaUser.js"
import type { SiteSolanaCluster } from "./SiteSolanaCluster.js"
import { makeSolanaWallets, type SolanaWallets } from "./solanaWallet.js"

export interface SiteSolana {
  readonly cluster: SiteSolanaCluster
  readonly wallets: SolanaWallets
  /** Funds a user's Solana address where the cluster does not know it yet. */
  readonly fund: (address: string) => Promise<void>
}

export const makeSiteSolana = (cluster: SiteSolanaCluster): SiteSolana => {
  // Checked once per address while the site runs, as on EVM: the cluster starts empty with it.
  const checked = new Map<string, Promise<void>>()
  return {
    cluster,
    wallets: makeSolanaWallets(cluster),
    fund: (address) => {
      let funding = checked.get(address)
      if (funding === undefined) {
        funding = fundSolanaWhereEmpty(cluster, address)
        checked.set(address, funding)
        funding.catch(() => checked.delete(address))
      }
      return funding
    }
  }
}
