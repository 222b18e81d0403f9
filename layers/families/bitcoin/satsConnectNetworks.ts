/**
 * sats-connect names a wallet's Bitcoin network (`wallet_getNetwork`) rather than giving its
 * CAIP-2 id; the modal compares networks by that id (genesis hash prefix).
 */
import { BITCOIN_MAINNET_CAIP_ID, BITCOIN_REGTEST_CAIP_ID, BITCOIN_SIGNET_CAIP_ID, BITCOIN_TESTNET_CAIP_ID } from "./bitcoinChains.js"

/** Testnet4's genesis block (BIP-94) starts 00000000da84f2ba…. */
const BITCOIN_TESTNET4_CAIP_ID = "bip122:00000000da84f2bafbbc53dee25a72ae"

const CAIP_ID_BY_NAME: ReadonlyMap<string, string> = new Map([
  ["mainnet", BITCOIN_MAINNET_CAIP_ID],
  ["testnet", BITCOIN_TESTNET_CAIP_ID],
  ["testnet4", BITCOIN_TESTNET4_CAIP_ID],
  ["signet", BITCOIN_SIGNET_CAIP_ID],
  ["regtest", BITCOIN_REGTEST_CAIP_ID]
])

/** The CAIP-2 id of a network sats-connect names; none for a name it does not have. */
export const caipIdOfSatsNetwork = (name: string): string | undefined => CAIP_ID_BY_NAME.get(name.trim().toLowerCase())
