/**
 * `wallet_getAssets` (ERC-7811, WIRE §1.5): the account's native coin and the chain's known ERC20
 * tokens, balances and metadata read from the chain itself; tokens with no balance are left out.
 */
import { erc20Abi, isAddress, numberToHex, type Address, type PublicClient } from "viem"
import type { SiteChain } from "./SiteChain.js"
import { evmChainIdOf } from "./SiteChain.js"
import { SiteError } from "./SiteError.js"

export interface Asset {
  readonly address: Address | "native"
  readonly balance: `0x${string}`
  readonly type: "NATIVE" | "ERC20"
  readonly metadata: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

export interface GetAssetsRequest {
  readonly account: Address
  readonly chainIds: ReadonlyArray<number>
  readonly types: ReadonlySet<"NATIVE" | "ERC20">
}

/** Reads `{account, chainFilter?, assetTypeFilter?}`; the default filter is every site chain. */
export const getAssetsRequestOf = (params: unknown, chains: ReadonlyArray<SiteChain>): GetAssetsRequest => {
  const first: unknown = Array.isArray(params) ? params[0] : params
  if (typeof first !== "object" || first === null) throw new SiteError("Invalid parameters: expected {account}", -32602)
  const object = first as Record<string, unknown>
  const account = object["account"]
  if (typeof account !== "string" || !isAddress(account, { strict: false })) {
    throw new SiteError("Invalid parameters: account must be an address", -32602)
  }
  const filter = object["chainFilter"]
  const chainIds = Array.isArray(filter)
    ? filter.flatMap((entry) => {
        const id = evmChainIdOf(entry)
        return id === undefined ? [] : [id]
      })
    : chains.map((chain) => chain.chainId)
  const typeFilter = object["assetTypeFilter"]
  const types = new Set<"NATIVE" | "ERC20">(
    Array.isArray(typeFilter) ? typeFilter.filter((type): type is "NATIVE" | "ERC20" => type === "NATIVE" || type === "ERC20") : ["NATIVE", "ERC20"]
  )
  return { account, chainIds, types }
}

const tokenAsset = async (client: PublicClient, token: Address, account: Address): Promise<Asset | undefined> => {
  const read = <F extends "balanceOf" | "name" | "symbol" | "decimals">(functionName: F, args?: readonly [Address]) =>
    client.readContract({ address: token, abi: erc20Abi, functionName, ...(args === undefined ? {} : { args }) } as never) as Promise<unknown>
  const [balance, name, symbol, decimals] = await Promise.all([read("balanceOf", [account]), read("name"), read("symbol"), read("decimals")])
  if (typeof balance !== "bigint" || balance === 0n) return undefined
  return {
    address: token,
    balance: numberToHex(balance),
    type: "ERC20",
    metadata: { name: String(name), symbol: String(symbol), decimals: Number(decimals) }
  }
}

/** The assets per `0x` chain id, for the site's chains among those asked for. */
export const getAssets = async (
  request: GetAssetsRequest,
  chains: ReadonlyArray<SiteChain>,
  clientOf: (chainId: number) => PublicClient
): Promise<Record<string, ReadonlyArray<Asset>>> => {
  const entries = await Promise.all(
    chains
      .filter((chain) => request.chainIds.includes(chain.chainId))
      .map(async (chain) => {
        const client = clientOf(chain.chainId)
        const native: Array<Asset> = request.types.has("NATIVE")
          ? [
              {
                address: "native",
                balance: numberToHex(await client.getBalance({ address: request.account })),
                type: "NATIVE",
                metadata: { ...chain.nativeCurrency }
              }
            ]
          : []
        const tokens = request.types.has("ERC20")
          ? (await Promise.all(chain.tokens.map((token) => tokenAsset(client, token, request.account)))).filter(
              (asset): asset is Asset => asset !== undefined
            )
          : []
        return [numberToHex(chain.chainId), [...native, ...tokens]] as const
      })
  )
  return Object.fromEntries(entries)
}
