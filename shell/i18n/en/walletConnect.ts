/** The English texts of WalletConnect's QR code and connecting views (views/ConnectingWalletConnectView.tsx, views/walletconnect/); part of the source catalogue (../en.ts). */
export const WALLET_CONNECT_TEXTS = {
  "walletConnect.chooseFromList": "Go back and choose a wallet from the list.",
  "walletConnect.qrLabelAny": "QR code to connect your wallet",
  "walletConnect.qrLabel": "QR code to connect {name}",
  "walletConnect.expired": "This connection request has expired",
  "walletConnect.retryNote": "Try again for a new QR code and link.",
  "walletConnect.copyLink": "Copy link",
  "walletConnect.linkCopied": "Link copied",
  "walletConnect.copyFailed": "Failed to copy",
  "walletConnect.preparingLink": "Preparing the link",
  "walletConnect.open": "Open {name}",
  "walletConnect.scanAny": "Scan this QR code with your phone's wallet app",
  "walletConnect.scan": "Scan this QR code with {name} on your phone",
  "walletConnect.openDesktop": "Open the desktop app",
  "walletConnect.openWeb": "Open the web app"
} as const satisfies Readonly<Record<string, string>>
