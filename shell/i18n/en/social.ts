/** The English texts of Social Login and Farcaster (views/ConnectingSocialView.tsx, views/ConnectingFarcasterView.tsx); part of the source catalogue (../en.ts). */
export const SOCIAL_TEXTS = {
  "social.noneChosen": "No social login chosen",
  "social.chooseWay": "Choose a way to connect",
  "social.openWindowNote": "Open the {name} window from the button below to log in.",
  "social.tryAgainNote": "Try again to log in with {name}.",
  "social.openWindow": "Open the {name} window",
  "social.continueWith": "Continue with {name}",
  "social.telegramNote": "Taking you to {name}: log in there and allow the app to know your account name, and you come back here.",
  "social.popupNote": "Log in to {name} in the window that opened, then allow the app to know your account name.",
  "social.farcasterQrLabel": "QR code to log in with Farcaster",
  "social.farcasterPreparing": "Preparing the sign-in link",
  "social.farcasterScan": "Scan this QR code with your phone and approve the sign-in in Farcaster"
} as const satisfies Readonly<Record<string, string>>
