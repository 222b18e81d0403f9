import type { WcWallet } from "../../schemas/WalletCatalogue.js"

/**
 * The wallets whose app opens a page in its own browser on a phone (SPEC §2), by catalogue id,
 * and that browser's link for a page: the page reopens inside the wallet, which is then installed.
 */
const IN_APP_BROWSERS: Readonly<Record<string, (page: string, origin: string) => string>> = {
  // Phantom
  a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393: (page, origin) =>
    `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(origin)}`,
  // Solflare
  "1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79": (page, origin) =>
    `https://solflare.com/ul/v1/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(origin)}`,
  // Coinbase Wallet
  fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`
}

/** The link that opens `page` in the wallet's in-app browser; undefined for a wallet without one, or a page that is no URL. */
export const walletBrowserLink = (wallet: Pick<WcWallet, "id">, page: string): string | undefined => {
  const link = IN_APP_BROWSERS[wallet.id]
  if (link === undefined) return undefined
  try {
    return link(page, new URL(page).origin)
  } catch {
    return undefined
  }
}
