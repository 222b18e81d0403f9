/**
 * The Solana family's chunk: what `connectionKinds` loads with the first Solana wallet used. The
 * provider (and web3.js with it) stays out of it, loaded when a provider is first asked for.
 */
export { makeSolanaFamily } from "./solanaFamily.js"
export { makeWalletStandardConnection } from "./WalletStandardConnection.js"
export type { WalletStandardConnectionDeps } from "./WalletStandardConnection.js"
