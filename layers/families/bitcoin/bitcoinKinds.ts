/**
 * The Bitcoin family's chunk: what `connectionKinds` loads with the first Bitcoin wallet used or
 * the first Bitcoin balance read (btc-signer among it).
 */
export { makeBitcoinFamily, makeBitcoinFamilyFetch } from "./bitcoinFamily.js"
export { makeBitcoinStandardConnection } from "./BitcoinStandardConnection.js"
export type { BitcoinStandardConnectionDeps } from "./BitcoinStandardConnection.js"
export { makeSatsConnectConnection } from "./SatsConnectConnection.js"
