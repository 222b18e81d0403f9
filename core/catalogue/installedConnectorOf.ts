import type { Connector } from "../../schemas/Connector.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"

/** Connectors of wallets running in this page: these connect without a pairing. */
const INSTALLED_TYPES: ReadonlySet<Connector["type"]> = new Set(["ANNOUNCED", "INJECTED", "MULTI_CHAIN"])

const lower = (value: string | null | undefined): string | undefined =>
  value === undefined || value === null || value === "" ? undefined : value.toLowerCase()

/**
 * The connector of a catalogue wallet that is installed in this browser: an announced or injected
 * connector whose EIP-6963 rdns or catalogue id is the wallet's. None when the wallet is not
 * installed (it can then only be reached by pairing).
 */
export const installedConnectorOf = (wallet: WcWallet, connectors: ReadonlyArray<Connector>): Connector | undefined => {
  const rdns = lower(wallet.rdns)
  return connectors.find(
    (connector) =>
      INSTALLED_TYPES.has(connector.type) &&
      ((rdns !== undefined && lower(connector.info?.rdns) === rdns) || connector.explorerId === wallet.id)
  )
}

/**
 * The image of a connector: the icon the wallet announced itself (an EIP-6963 data URI), else
 * its image URL, else its catalogue asset image.
 */
export const connectorImageOf = (connector: Connector, assetUrl: (imageId: string) => string): string | undefined => {
  const icon = connector.info?.icon
  if (icon !== undefined && icon !== "") return icon
  if (connector.imageUrl !== undefined && connector.imageUrl !== "") return connector.imageUrl
  return connector.imageId === undefined ? undefined : assetUrl(connector.imageId)
}

/** A catalogue wallet the modal has loaded (Connect's lists, AllWallets' pages, search results, recent), by id. */
export const findLoadedWallet = (
  lists: ReadonlyArray<ReadonlyArray<WcWallet>>,
  walletId: string
): WcWallet | undefined => {
  for (const list of lists) {
    const found = list.find((wallet) => wallet.id === walletId)
    if (found !== undefined) return found
  }
  return undefined
}
