import type { Connector } from "../../schemas/Connector.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a !== undefined && a !== null && b !== undefined && b !== null && a !== "" && a.toLowerCase() === b.toLowerCase()

/**
 * Whether the host's `excludeWalletIds` hide a wallet connector (SPEC §6). An entry may be a
 * catalogue id, a connector id, an rdns or a wallet name (names compare without case); the
 * catalogue entries of the excluded ids, when known, also match by rdns and name. Wallet-connect
 * and the embedded wallet are ways to connect, not wallets, and are never hidden this way.
 */
export const isConnectorExcluded = (
  connector: Connector,
  excludeWalletIds: ReadonlyArray<string>,
  excludedWallets: ReadonlyArray<WcWallet> = []
): boolean => {
  if (connector.type === "AUTH" || connector.type === "WALLET_CONNECT") return false
  const rdns = connector.info?.rdns
  return (
    excludeWalletIds.some(
      (entry) => same(entry, connector.id) || same(entry, connector.explorerId) || same(entry, rdns) || same(entry, connector.name)
    ) ||
    excludedWallets.some(
      (wallet) => same(wallet.rdns, rdns) || same(wallet.name, connector.name) || same(wallet.id, connector.explorerId)
    )
  )
}
