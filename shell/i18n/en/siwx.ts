/** The English texts of Sign In (views/siwx/); part of the source catalogue (../en.ts). */
export const SIWX_TEXTS = {
  "siwx.thisApp": "This app",
  "siwx.title": "{app} needs to connect to your wallet",
  "siwx.prove": "Accept the sign-in request in your wallet to prove you own this account. No transaction is sent and nothing is spent.",
  "siwx.proveOn": "Accept the sign-in request in your wallet to prove you own this account on {network}. No transaction is sent and nothing is spent.",
  "siwx.cancel": "Cancel",
  "siwx.sign": "Sign",
  "siwx.authenticating": "Authenticating..."
} as const satisfies Readonly<Record<string, string>>
