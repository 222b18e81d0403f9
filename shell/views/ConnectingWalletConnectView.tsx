import { findLoadedWallet } from "../../core/catalogue/installedConnectorOf.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import type { ViewProps } from "./registry.js"
import { WalletImage } from "./parts/WalletImage.js"
import { safeLink } from "./parts/safeLink.js"
import { useCatalogueState, useImageUrls } from "./parts/useCatalogue.js"

/** Where to get a wallet, from its catalogue entry: only the links it has, only http(s) ones. */
const linksOf = (wallet: WcWallet): ReadonlyArray<{ readonly label: string; readonly href: string }> =>
  (
    [
      ["Website", wallet.homepage],
      ["Chrome Web Store", wallet.chrome_store],
      ["App Store", wallet.app_store],
      ["Google Play", wallet.play_store],
      ["Web app", wallet.webapp_link]
    ] as const
  ).flatMap(([label, url]) => {
    const href = safeLink(url)
    return href === undefined ? [] : [{ label, href }]
  })

/**
 * A catalogue wallet that is not installed in this browser (route data `walletId`). Pairing with a
 * phone or desktop wallet over wallet-connect is not part of this version, so the view says so and
 * offers the wallet's own links to install it.
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
  const links = linksOf(wallet)
  return (
    <div className="doorway-stack" data-testid="wallet-not-installed">
      <WalletImage src={urls.wallet(wallet)} name={wallet.name} size="l" />
      <p className="doorway-heading">{wallet.name}</p>
      <span className="doorway-tag">Not installed</span>
      <p className="doorway-muted">
        {wallet.name} is not installed in this browser. Connecting a wallet on another device with a QR code is not available
        in this version yet: install the wallet&apos;s browser extension, reload the page, and it will show as installed.
      </p>
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
