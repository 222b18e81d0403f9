import { Effect, Option } from "effect"
import { walletBrowserRedirect } from "../../../core/connection/walletBrowserRedirect.js"
import { push } from "../../../core/router/push.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import { withPagePlatform } from "../../../layers/PlatformBrowser.js"
import { openDeepLink } from "../walletconnect/openDeepLink.js"

/**
 * A catalogue wallet picked in Connect or All Wallets: paired over WalletConnect, unless the rule
 * of SPEC §2 sends the page to the wallet's in-app browser (a phone, Solana, the wallet not here).
 */
export const pickCatalogueWallet = (wallet: WcWallet) =>
  Effect.flatMap(
    withPagePlatform(walletBrowserRedirect(wallet, typeof location === "undefined" ? "" : location.href)),
    Option.match({
      onNone: () => push("ConnectingWalletConnect", { walletId: wallet.id }),
      onSome: (url) => Effect.sync(() => openDeepLink({ url, target: "same-tab" }))
    })
  )
