export * from "./registerSolanaDevWallet.js"
export * from "./solanaChains.js"
export * from "./solanaDevWallet.js"
export * from "./solanaMemory.js"
