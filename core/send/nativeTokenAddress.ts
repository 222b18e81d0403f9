import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"

/** The EVM native-token placeholder (WIRE §1.2, fungible price): `0xeeee…eeee`. */
export const EVM_NATIVE_PLACEHOLDER = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"

/** The Solana native-token placeholder (WIRE §1.2): SOL in price and balance requests. */
export const SOLANA_NATIVE_PLACEHOLDER = "So11111111111111111111111111111111111111111"

/** The Bitcoin placeholder: bip122 has no token addresses, and AppKit names BTC `0x`. */
export const BITCOIN_NATIVE_PLACEHOLDER = "0x"

/** Each namespace's stand-in for its native token in the data service's token lists (WIRE §1.2). */
const PLACEHOLDERS: Partial<Record<Network["chainNamespace"], string>> = { solana: SOLANA_NATIVE_PLACEHOLDER, bip122: BITCOIN_NATIVE_PLACEHOLDER }

/** The CAIP-10 address that stands for a network's native token. */
export const nativeTokenAddress = (network: Network): CaipAddress =>
  `${network.caipNetworkId}:${PLACEHOLDERS[network.chainNamespace] ?? EVM_NATIVE_PLACEHOLDER}` as CaipAddress
