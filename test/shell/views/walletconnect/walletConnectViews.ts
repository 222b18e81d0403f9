/** The WalletConnect views' props for tests: a wallet of the catalogue and recorded callbacks. */
import type { WalletDeepLink } from "../../../../core/walletconnect/walletDeepLink.js"
import type { ConnectingWalletConnectProps } from "../../../../shell/views/walletconnect/ConnectingWalletConnect.js"
import type { WcWallet } from "../../../../schemas/WalletCatalogue.js"

export const URI = "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303"

export const lantern: WcWallet = {
  id: "lantern",
  name: "Lantern Wallet",
  mobile_link: "lantern://",
  desktop_link: "lantern-desktop://",
  webapp_link: "https://app.lantern.example"
}

export const COMPUTER = { isMobile: false, isTelegram: false, isAndroid: false }
export const PHONE = { isMobile: true, isTelegram: false, isAndroid: false }

export interface Calls {
  readonly copied: Array<string>
  readonly opened: Array<WalletDeepLink>
  retries: number
}

export const recorded = (): { calls: Calls; handlers: Pick<ConnectingWalletConnectProps, "onCopy" | "onOpenDeepLink" | "onRetry"> } => {
  const calls: Calls = { copied: [], opened: [], retries: 0 }
  return {
    calls,
    handlers: {
      onCopy: (uri) => calls.copied.push(uri),
      onOpenDeepLink: (link) => calls.opened.push(link),
      onRetry: () => {
        calls.retries += 1
      }
    }
  }
}
