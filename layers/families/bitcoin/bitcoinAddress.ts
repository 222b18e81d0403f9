/**
 * Bitcoin addresses of mainnet, testnet and regtest in the five standard output types, decoded by
 * btc-signer (checksum, version and program length checked), and compared as Bitcoin compares them.
 */
import { Address, NETWORK, TEST_NETWORK } from "@scure/btc-signer"
import type { Network } from "../../../schemas/Network.js"
import { BITCOIN_MAINNET_CAIP_ID, BITCOIN_REGTEST_CAIP_ID, BITCOIN_SIGNET_CAIP_ID, BITCOIN_TESTNET_CAIP_ID } from "./bitcoinChains.js"

/** Regtest: its own bech32 prefix, testnet's base58 versions (as Bitcoin Core's `-regtest`). */
const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: "bcrt" }

const CODERS = [NETWORK, TEST_NETWORK, REGTEST_NETWORK].map((network) => Address(network))
const [MAINNET_CODER, TESTNET_CODER, REGTEST_CODER] = CODERS

/** The address format of each known chain (signet writes testnet's); another chain's is not known. */
const CODER_BY_CAIP_ID: ReadonlyMap<string, (typeof CODERS)[number]> = new Map([
  [BITCOIN_MAINNET_CAIP_ID, MAINNET_CODER!],
  [BITCOIN_TESTNET_CAIP_ID, TESTNET_CODER!],
  [BITCOIN_SIGNET_CAIP_ID, TESTNET_CODER!],
  [BITCOIN_REGTEST_CAIP_ID, REGTEST_CODER!]
])

/** P2PKH, P2SH, P2WPKH, P2WSH and P2TR; other witness versions pay nobody a wallet knows. */
const STANDARD_TYPES: ReadonlySet<string> = new Set(["pkh", "sh", "wpkh", "wsh", "tr"])

/** The output an address of one of the five standard types pays to, as btc-signer describes it. */
export type BitcoinOutput = ReturnType<(typeof CODERS)[number]["decode"]>

const decodeAs = (coder: (typeof CODERS)[number], text: string): BitcoinOutput | undefined => {
  try {
    const decoded = coder.decode(text)
    return STANDARD_TYPES.has(decoded.type) ? decoded : undefined
  } catch {
    return undefined
  }
}

/** What `text` pays to, on whichever of the three networks it is written for; undefined for no standard address. */
export const decodeBitcoinAddress = (text: string): BitcoinOutput | undefined =>
  CODERS.reduce<BitcoinOutput | undefined>((found, coder) => found ?? decodeAs(coder, text), undefined)

/**
 * Whether `text` is a standard address, written for `network` when it is a known chain: a testnet
 * address on mainnet (or the other way) would pay a script nobody holds there.
 */
export const isBitcoinAddress = (text: string, network?: Network): boolean => {
  const coder = network === undefined ? undefined : CODER_BY_CAIP_ID.get(network.caipNetworkId)
  return (coder === undefined ? decodeBitcoinAddress(text) : decodeAs(coder, text)) !== undefined
}

const BECH32 = /^(bc|tb|bcrt)1/i

/** bech32 is one case or the other (the same address either way); base58 is case-sensitive. */
export const sameBitcoinAddress = (a: string, b: string): boolean =>
  BECH32.test(a) && BECH32.test(b) ? a.toLowerCase() === b.toLowerCase() : a === b
