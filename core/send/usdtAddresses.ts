/**
 * Tether (USDT) contracts, lower-cased: their `transfer` returns nothing, so they are called with
 * the no-return ABI (SPEC §7 "a different ABI for USDT addresses"). Ethereum, Polygon, Avalanche,
 * Arbitrum, Optimism, BNB Chain and Celo.
 */
export const USDT_ADDRESSES: ReadonlySet<string> = new Set([
  "0xdac17f958d2ee523a2206206994597c13d831ec7",
  "0xc2132d05d31c914a87c6611c10748aeb04b58e8f",
  "0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7",
  "0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9",
  "0x94b008aa00579c1307b0ef2c499ad98a8ce58e58",
  "0x55d398326f99059ff775485246999027b3197955",
  "0x48065fbbe25f71c9282ddf5e1cd6d6a887483d5e"
])

/** Whether a plain token address is a Tether contract. */
export const isUsdtAddress = (address: string): boolean => USDT_ADDRESSES.has(address.toLowerCase())
