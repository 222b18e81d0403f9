/**
 * The wallet page's entry in a served `devnet.json`: where it is (beside the demo, in `wallet/`)
 * and its accounts, so the demo and the tests find them.
 */
import { SOLANA_DEV_WALLET_ADDRESS, WALLET_PAGE_ADDRESS } from "../devKeys.js"
import { WALLET_PAGE_DIR } from "./buildWalletPage.js"

export interface WalletPageEntry {
  /** `http://127.0.0.1:PORT/wallet/`; `?uri=<encodeURIComponent(wc URI)>` pairs at once. */
  readonly url: string
  readonly address: string
  /** Its account on the local Solana cluster (the Solana dev wallet's key). */
  readonly solanaAddress: string
}

/** The page's URL beside the demo; `demoUrl` is the demo server's origin, with or without a trailing slash. */
export const walletPageUrl = (demoUrl: string): string => new URL(`${WALLET_PAGE_DIR}/`, demoUrl.endsWith("/") ? demoUrl : `${demoUrl}/`).href

export const withWalletPage = <M extends object>(manifest: M, demoUrl: string): M & { readonly walletPage: WalletPageEntry } => ({
  ...manifest,
  walletPage: { url: walletPageUrl(demoUrl), address: WALLET_PAGE_ADDRESS, solanaAddress: SOLANA_DEV_WALLET_ADDRESS }
})
