import type { Address } from "viem"

/**
 * The EVM chains of the local stack. They run with their real chain ids and the real token
 * addresses, so chain- and address-based rules (e.g. the USDT transfer ABI) apply as in
 * production.
 */
export interface DevChain {
  readonly chainId: number
  readonly name: string
  readonly caipNetworkId: `eip155:${number}`
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: 18 }
  readonly usdc: TokenPlacement
  readonly usdt: TokenPlacement
}

export interface TokenPlacement {
  readonly address: Address
  readonly name: string
  readonly symbol: string
}

export const ETHEREUM: DevChain = {
  chainId: 1,
  name: "Ethereum",
  caipNetworkId: "eip155:1",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  usdc: { address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", name: "USD Coin", symbol: "USDC" },
  usdt: { address: "0xdAC17F958D2ee523a2206206994597C13D831ec7", name: "Tether USD", symbol: "USDT" }
}

export const POLYGON: DevChain = {
  chainId: 137,
  name: "Polygon",
  caipNetworkId: "eip155:137",
  nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
  usdc: { address: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", name: "USD Coin", symbol: "USDC" },
  usdt: { address: "0xc2132D05D31c914a87C6611C10748AEb04B58e8F", name: "(PoS) Tether USD", symbol: "USDT" }
}

/**
 * Sepolia's USDC is Circle's test token address. Sepolia has no canonical USDT, so the USDT-style
 * token sits at a made-up, visibly synthetic address that exists only on this local chain.
 */
export const SEPOLIA: DevChain = {
  chainId: 11155111,
  name: "Sepolia",
  caipNetworkId: "eip155:11155111",
  nativeCurrency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  usdc: { address: "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238", name: "USDC", symbol: "USDC" },
  usdt: { address: "0x0000000000000000000000000000000000DAC17f", name: "Tether USD", symbol: "USDT" }
}

export const DEV_CHAINS: ReadonlyArray<DevChain> = [ETHEREUM, POLYGON, SEPOLIA]
