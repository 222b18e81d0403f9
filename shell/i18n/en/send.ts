/** The English texts of Send (views/account/SendView.tsx); part of the source catalogue (../en.ts). */
export const SEND_TEXTS = {
  "send.networkBalance": "{network} balance: ${amount}",
  "send.token": "Token",
  "send.loadingTokens": "Loading tokens…",
  "send.chooseToken": "Choose a token",
  "send.tokenAvailable": "{symbol} · {amount} available",
  "send.amount": "Amount",
  "send.amountOf": "Amount ({symbol})",
  "send.toAddressOrName": "To (address or name)",
  "send.toAddress": "To (address)",
  "send.receiverPlaceholderName": "0x… or name.reown.id",
  "send.receiverPlaceholder": "Address",
  "send.lookingUpName": "Looking up the name…",
  "send.networkFee": "Network fee",
  "send.fee": "≈ {amount} {symbol}",
  "send.feeWithGas": "≈ {amount} {symbol} ({gas} gas)",
  "send.sending": "Sending…",
  "send.estimating": "Estimating…",
  "send.review": "Review",
  "send.send": "Send"
} as const satisfies Readonly<Record<string, string>>
