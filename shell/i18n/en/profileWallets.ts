/** The English texts of Connected Wallets (views/ProfileWalletsView.tsx); part of the source catalogue (../en.ts). */
export const PROFILE_WALLETS_TEXTS = {
  "profileWallets.familyWallets": "{family} wallets",
  "profileWallets.connectedBefore": "Connected before",
  "profileWallets.active": "Active",
  "profileWallets.activeNote": "Active · {note}",
  "profileWallets.switch": "Switch",
  "profileWallets.connect": "Connect",
  "profileWallets.remove": "Remove {name}",
  "profileWallets.add": "Add wallet"
} as const satisfies Readonly<Record<string, string>>
