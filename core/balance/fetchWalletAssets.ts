import { Effect, Option, Schema } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { WalletAssetsResponse } from "../../schemas/TokenBalance.js"
import type { TokenBalance, WalletAsset } from "../../schemas/TokenBalance.js"
import { formatUnits } from "../account/formatUnits.js"
import { withoutWholeTokens } from "./withoutWholeTokens.js"

/** The hex chain id a wallet keys its capabilities and assets by (`0x1`, `0x89`). */
export const hexChainIdOf = (network: Network): string => `0x${Number(network.id).toString(16)}`

/**
 * Whether a `wallet_getCapabilities` answer announces ERC-7811 asset discovery on a chain
 * (WIRE §1.5: `capabilities[<0x chainId>].assetDiscovery.supported`).
 */
export const hasAssetDiscovery = (capabilities: unknown, network: Network): boolean => {
  if (capabilities === null || typeof capabilities !== "object") return false
  const onChain: unknown = (capabilities as Record<string, unknown>)[hexChainIdOf(network)]
  if (onChain === null || typeof onChain !== "object") return false
  const discovery: unknown = (onChain as Record<string, unknown>)["assetDiscovery"]
  return discovery !== null && typeof discovery === "object" && (discovery as Record<string, unknown>)["supported"] === true
}

const toBalance = (asset: WalletAsset, network: Network): TokenBalance => {
  const native = asset.type === "NATIVE" || asset.address === "native"
  const decimals = asset.metadata.decimals ?? (native ? network.nativeCurrency.decimals : 18)
  const numeric = formatUnits(BigInt(asset.balance), decimals)
  const price = asset.metadata.price ?? 0
  return {
    name: asset.metadata.name ?? (native ? network.nativeCurrency.name : ""),
    symbol: asset.metadata.symbol ?? (native ? network.nativeCurrency.symbol : ""),
    chainId: network.caipNetworkId,
    ...(native ? {} : { address: `${network.caipNetworkId}:${asset.address}` as CaipAddress }),
    value: asset.metadata.value ?? price * Number(numeric),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: asset.metadata.iconUrl ?? ""
  }
}

/** The token balances of an ERC-7811 answer on `network` (its hex chain id's assets), 0-decimal tokens dropped. */
export const walletAssetBalances = (answer: WalletAssetsResponse, network: Network): ReadonlyArray<TokenBalance> =>
  withoutWholeTokens((answer[hexChainIdOf(network)] ?? []).map((asset) => toBalance(asset, network)))

/** A wallet request: method and params in, the wallet's answer out. */
export type WalletRequest<E, R> = (method: string, params: ReadonlyArray<unknown>) => Effect.Effect<unknown, E, R>

/**
 * Balances from the wallet itself (WIRE §1.5): `wallet_getCapabilities` for the address, and when
 * it announces asset discovery on the network, `wallet_getAssets` with the account and that chain
 * as filter. None when the wallet does not announce it, cannot say, or answers what does not
 * decode: the caller then asks the balance endpoint.
 */
export const fetchWalletAssets = <E, R>(request: WalletRequest<E, R>, address: string, network: Network) =>
  Effect.gen(function* () {
    const capabilities = yield* Effect.either(request("wallet_getCapabilities", [address]))
    if (capabilities._tag === "Left" || !hasAssetDiscovery(capabilities.right, network)) return Option.none<ReadonlyArray<TokenBalance>>()
    const answer = yield* request("wallet_getAssets", [{ account: address, chainFilter: [hexChainIdOf(network)] }]).pipe(
      Effect.flatMap(Schema.decodeUnknown(WalletAssetsResponse)),
      Effect.option
    )
    return Option.map(answer, (assets) => walletAssetBalances(assets, network))
  }).pipe(Effect.withSpan("balance.fetchWalletAssets"))
