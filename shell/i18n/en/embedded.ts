/** The English texts of the embedded wallet's Edit Email and Approve Transaction (views/embedded/); part of the source catalogue (../en.ts). */
export const EMBEDDED_TEXTS = {
  "embedded.intro": "Enter your email address. We send a code to confirm each address.",
  "embedded.introWithEmail": "Your email is {email}. We send a code to confirm each address.",
  "embedded.newEmail": "New email",
  "embedded.save": "Save",
  "embedded.updatingEmail": "Updating your email",
  "embedded.updating": "Updating…",
  "embedded.backToAccount": "Back to the account",
  "embedded.confirmCurrent": "Confirm your current email",
  "embedded.confirmNew": "Confirm your new email",
  "embedded.codeSent": "We sent a code to {email}.",
  "embedded.yourCurrentAddress": "your current address",
  "embedded.codeFromCurrent": "Code from your current email",
  "embedded.codeFromNew": "Code from your new email",
  "embedded.checkingCode": "Checking the code…",
  "embedded.continue": "Continue",
  "embedded.startOver": "Start over",
  "embedded.openingSecureWallet": "Opening the secure wallet to approve the request…"
} as const satisfies Readonly<Record<string, string>>
