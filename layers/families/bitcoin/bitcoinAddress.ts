/**
 * Bitcoin addresses of mainnet, testnet and regtest in the five standard output types, decoded by
 * btc-signer (checksum, version and program length checked), and compared as Bitcoin compares them.
 */
import { Address, NETWORK, TEST_NETWORK } from "@scure/btc-signer"

/** Regtest: its own bech32 prefix, testnet's base58 versions (as Bitcoin Core's `-regtest`). */
const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: "bcrt" }

const CODERS = [NETWORK, TEST_NETWORK, REGTEST_NETWORK].map((network) => Address(network))

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

export const isBitcoinAddress = (text: string): boolean => decodeBitcoinAddress(text) !== undefined

const BECH32 = /^(bc|tb|bcrt)1/i

/** bech32 is one case or the other (the same address either way); base58 is case-sensitive. */
export const sameBitcoinAddress = (a: string, b: string): boolean =>
  BECH32.test(a) && BECH32.test(b) ? a.toLowerCase() === b.toLowerCase() : a === b
