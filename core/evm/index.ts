export * from "./sendTransaction.js"
export * from "./signMessage.js"
export * from "./signTypedData.js"
export * from "./walletFailureOf.js"
