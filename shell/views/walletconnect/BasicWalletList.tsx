import { installedConnectorOf } from "../../../core/catalogue/installedConnectorOf.js"
import { push } from "../../../core/router/push.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { ListItem } from "../parts/ListItem.js"
import { useCatalogueState, useConnectorsState, useImageUrls } from "../parts/useCatalogue.js"

/**
 * The wallets basic mode offers on a phone, where a QR code on the phone's own screen cannot be
 * scanned: recent, featured and recommended, each once. A wallet is paired with in place
 * (`onChoose`), or connects directly when it is installed, as on the Connect view.
 */
export const BasicWalletList = ({ onChoose }: { readonly onChoose: (wallet: WcWallet) => void }) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const catalogue = useCatalogueState()
  const connectors = useConnectorsState().connectors
  const urls = useImageUrls()
  const seen = new Set<string>()
  const wallets = [...catalogue.recent, ...catalogue.featured, ...catalogue.recommended].filter((wallet: WcWallet) => {
    if (seen.has(wallet.id)) return false
    seen.add(wallet.id)
    return true
  })
  return (
    <div className="doorway-list" data-testid="wallet-list">
      {wallets.map((wallet) => {
        const installed = installedConnectorOf(wallet, connectors)
        return (
          <ListItem
            key={wallet.id}
            testId="catalogue-row"
            name={wallet.name}
            image={urls.wallet(wallet)}
            tag={installed === undefined ? undefined : texts.text("connect.tagInstalled")}
            tagVariant="success"
            onClick={() =>
              installed === undefined
                ? onChoose(wallet)
                : runtime.runFork(push("ConnectingExternalWallet", { connectorId: installed.id, walletId: wallet.id }))
            }
          />
        )
      })}
    </div>
  )
}
