/**
 * Every fungible asset the data service knows: each local chain's native coin and fixture tokens,
 * SOL and USDC on the local Solana cluster and BTC on the local Bitcoin chain, with fixed USD
 * prices. Assets are named by their CAIP-10 token address; native coins by the namespace's
 * placeholder address.
 */
import type { EvmChain } from "../chains/startEvmChains.js"
import type { SolanaCluster } from "../solana/startSolana.js"
import type { DataBitcoinChain } from "./DataContext.js"

/** The address the client names an EVM chain's native coin with (WIRE §1.2, fungible price). */
export const EVM_NATIVE_PLACEHOLDER = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
/** The client's Solana native placeholder, and the wrapped-SOL mint (also accepted for SOL). */
export const SOLANA_NATIVE_PLACEHOLDER = "So11111111111111111111111111111111111111111"
export const WRAPPED_SOL_MINT = "So11111111111111111111111111111111111111112"
/** The client's placeholder for BTC: bip122 has no token addresses, so AppKit names it `0x`. */
export const BITCOIN_NATIVE_PLACEHOLDER = "0x"

/** USD per whole unit, by symbol: what the local market "trades" at. */
export const USD_PRICES: Readonly<Record<string, number>> = {
  BTC: 60000,
  ETH: 3000,
  POL: 0.7,
  SOL: 150,
  USDC: 1,
  USDT: 1,
  WHOLE: 2
}

export interface AssetInfo {
  /** CAIP-2 id of the asset's chain. */
  readonly chainId: string
  /** CAIP-10 token address; the native placeholder for a native coin. */
  readonly caipAddress: string
  /** The plain token address (hex or base58 mint); `native` for the native coin. */
  readonly token: string
  readonly native: boolean
  readonly standard: "native" | "erc20" | "spl"
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly iconUrl: string
  /** USD per whole unit. */
  readonly price: number
}

export interface AssetBook {
  readonly all: ReadonlyArray<AssetInfo>
  /** By CAIP-10 address (EVM addresses without regard to case); native placeholders find the native coin. */
  readonly find: (caipAddress: string) => AssetInfo | undefined
  /** The chain's native coin first, then its tokens. */
  readonly onChain: (caipNetworkId: string) => ReadonlyArray<AssetInfo>
}

/** `(caipAddress) => USD price of one whole unit`, 0 for an unknown asset. */
export type PriceBook = (caipAddress: string) => number

const keyOf = (caipAddress: string): string => {
  const [namespace = "", reference = "", ...rest] = caipAddress.split(":")
  const address = rest.join(":")
  return `${namespace}:${reference}:${namespace === "eip155" ? address.toLowerCase() : address}`
}

/** The path of a token icon on the data service; the route that draws it is `/v1/icons/:key`. */
export const iconPath = (symbol: string): string => `/v1/icons/${encodeURIComponent(symbol.toLowerCase())}`

export const makeAssetBook = (
  chains: ReadonlyArray<EvmChain>,
  solana: SolanaCluster,
  publicUrl: string,
  bitcoin?: DataBitcoinChain
): AssetBook => {
  const priceOf = (symbol: string): number => USD_PRICES[symbol] ?? 0
  const icon = (symbol: string): string => `${publicUrl}${iconPath(symbol)}`
  const evm = chains.flatMap((chain): ReadonlyArray<AssetInfo> => {
    const { nativeCurrency, tokens } = chain.fixtures
    const nativeAsset: AssetInfo = {
      chainId: chain.caipNetworkId,
      caipAddress: `${chain.caipNetworkId}:${EVM_NATIVE_PLACEHOLDER}`,
      token: "native",
      native: true,
      standard: "native",
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
      iconUrl: icon(nativeCurrency.symbol),
      price: priceOf(nativeCurrency.symbol)
    }
    const tokenAssets = [tokens.usdc, tokens.usdt, tokens.whole].map(
      (token): AssetInfo => ({
        chainId: chain.caipNetworkId,
        caipAddress: `${chain.caipNetworkId}:${token.address}`,
        token: token.address,
        native: false,
        standard: "erc20",
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        iconUrl: icon(token.symbol),
        price: priceOf(token.symbol)
      })
    )
    return [nativeAsset, ...tokenAssets]
  })
  const sol: AssetInfo = {
    chainId: solana.caipNetworkId,
    caipAddress: `${solana.caipNetworkId}:${SOLANA_NATIVE_PLACEHOLDER}`,
    token: "native",
    native: true,
    standard: "native",
    name: "Solana",
    symbol: "SOL",
    decimals: 9,
    iconUrl: icon("SOL"),
    price: priceOf("SOL")
  }
  const usdc = solana.fixtures.usdc
  const solUsdc: AssetInfo = {
    chainId: solana.caipNetworkId,
    caipAddress: `${solana.caipNetworkId}:${usdc.mint}`,
    token: usdc.mint,
    native: false,
    standard: "spl",
    name: "USD Coin",
    symbol: usdc.symbol,
    decimals: usdc.decimals,
    iconUrl: icon(usdc.symbol),
    price: priceOf(usdc.symbol)
  }
  const btc: ReadonlyArray<AssetInfo> =
    bitcoin === undefined
      ? []
      : [
          {
            chainId: bitcoin.caipNetworkId,
            caipAddress: `${bitcoin.caipNetworkId}:${BITCOIN_NATIVE_PLACEHOLDER}`,
            token: "native",
            native: true,
            standard: "native",
            name: "Bitcoin",
            symbol: "BTC",
            decimals: 8,
            iconUrl: icon("BTC"),
            price: priceOf("BTC")
          }
        ]
  const all = [...evm, sol, solUsdc, ...btc]
  const byKey = new Map(all.map((asset) => [keyOf(asset.caipAddress), asset]))
  byKey.set(keyOf(`${solana.caipNetworkId}:${WRAPPED_SOL_MINT}`), sol)
  return {
    all,
    find: (caipAddress) => byKey.get(keyOf(caipAddress)),
    onChain: (caipNetworkId) => all.filter((asset) => asset.chainId === caipNetworkId)
  }
}

export const priceBookOf = (assets: AssetBook): PriceBook => (caipAddress) => assets.find(caipAddress)?.price ?? 0
