import { findLoadedWallet } from "../../core/catalogue/installedConnectorOf.js"
import { walletLinks } from "../../core/catalogue/walletLinks.js"
import type { ViewProps } from "./ViewProps.js"
import { WalletImage } from "./parts/WalletImage.js"
import { useCatalogueState, useImageUrls } from "./parts/useCatalogue.js"

const installHint = (name: string): string =>
  `${name} is not installed in this browser. Once its browser extension is installed, reload this page: ` +
  `${name} will show as installed and connect from the list.`

/**
 * A catalogue wallet that is not installed in this browser (route data `walletId`): how to get
 * it, with the wallet's own links. Once its browser extension is installed and the page reloaded,
 * it shows as installed and connects from the list.
 */
const ConnectingWalletConnectView = ({ data }: ViewProps) => {
  const catalogue = useCatalogueState()
  const urls = useImageUrls()
  const walletId = data?.walletId
  const wallet =
    walletId === undefined
      ? undefined
      : findLoadedWallet([catalogue.featured, catalogue.recommended, catalogue.recent, catalogue.wallets, catalogue.search.results], walletId)

  if (wallet === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">Wallet not found</p>
        <p className="doorway-muted">Go back and choose a wallet from the list.</p>
      </div>
    )
  }
  const links = walletLinks(wallet)
  return (
    <div className="doorway-stack" data-testid="wallet-not-installed">
      <WalletImage src={urls.wallet(wallet)} name={wallet.name} size="l" />
      <p className="doorway-heading">{wallet.name}</p>
      <span className="doorway-tag">Not installed</span>
      <p className="doorway-muted">{installHint(wallet.name)}</p>
      {links.length === 0 ? null : (
        <div className="doorway-row" style={{ flexWrap: "wrap", justifyContent: "center" }}>
          {links.map((link) => (
            <a key={link.label} className="doorway-button" data-variant="secondary" data-size="s" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </div>
      )}
    </div>
  )
}

export default ConnectingWalletConnectView
