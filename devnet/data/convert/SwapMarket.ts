/**
 * What can be swapped on a local chain: the assets the chain's x*y=k pools hold (the native coin
 * and the fixture stablecoins), and which pool trades a given pair. Derived from the fixtures, so
 * a pool added to the devnet is offered without touching this file.
 */
import { Either } from "effect"
import type { Address } from "viem"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import { NATIVE_COIN } from "../../chains/ChainFixtures.js"
import type { PoolFixture } from "../../chains/ChainFixtures.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { AssetInfo } from "../AssetBook.js"
import { EVM_NATIVE_PLACEHOLDER } from "../AssetBook.js"
import type { DataContext } from "../DataContext.js"
import { evmAccountOf } from "./parseCaip.js"

/** One side of a swap: the asset as the client names it and as the pools name it. */
export interface SwapToken {
  readonly chain: EvmChain
  readonly asset: AssetInfo
  /** The address the pool contract uses: {@link NATIVE_COIN} for the native coin. */
  readonly poolToken: Address
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

const poolsOf = (chain: EvmChain): ReadonlyArray<PoolFixture> => Object.values(chain.fixtures.pools)

/** The pool-side address of an asset (the client's native placeholder becomes the pool's zero address). */
const poolTokenOf = (address: string): Address => (same(address, EVM_NATIVE_PLACEHOLDER) ? NATIVE_COIN : (address as Address))

/** The assets the chain's pools trade, native coin first, in the asset book's order. */
export const swappableAssets = (ctx: DataContext, chain: EvmChain): ReadonlyArray<AssetInfo> => {
  const traded = poolsOf(chain).flatMap((pool) => [pool.token0, pool.token1])
  return ctx.assets
    .onChain(chain.caipNetworkId)
    .filter((asset) => asset.standard !== "spl" && traded.some((token) => same(token, asset.native ? NATIVE_COIN : asset.token)))
}

/** A CAIP-10 token of a swap request: on a local chain and traded by one of its pools. */
export const swapTokenOf = (ctx: DataContext, field: string, value: string): Either.Either<SwapToken, RequestRejected> =>
  Either.flatMap(evmAccountOf(ctx, field, value), ({ chain, address }) => {
    const poolToken = poolTokenOf(address)
    const asset = swappableAssets(ctx, chain).find((candidate) => same(candidate.native ? NATIVE_COIN : candidate.token, poolToken))
    return asset === undefined
      ? Either.left(badRequest(`${field}: ${address} is not a swappable token on ${chain.caipNetworkId}`))
      : Either.right({ chain, asset, poolToken: asset.native ? NATIVE_COIN : (asset.token as Address) })
  })

/** The pool that trades `from` for `to`; both on one chain, different, and paired by some pool. */
export const poolBetween = (from: SwapToken, to: SwapToken): Either.Either<PoolFixture, RequestRejected> => {
  if (from.chain.chainId !== to.chain.chainId) {
    return Either.left(badRequest("`from` and `to` must be on the same chain"))
  }
  if (same(from.poolToken, to.poolToken)) return Either.left(badRequest("`from` and `to` are the same token"))
  const pool = poolsOf(from.chain).find(
    (candidate) =>
      (same(candidate.token0, from.poolToken) && same(candidate.token1, to.poolToken)) ||
      (same(candidate.token1, from.poolToken) && same(candidate.token0, to.poolToken))
  )
  return pool === undefined
    ? Either.left(badRequest(`no pool trades ${from.asset.symbol} for ${to.asset.symbol} on ${from.chain.caipNetworkId}`))
    : Either.right(pool)
}

/** Every pool that takes `token` in, the pair's own pool first when one is given. */
export const poolsTaking = (token: SwapToken, preferred?: PoolFixture): ReadonlyArray<PoolFixture> => {
  const taking = poolsOf(token.chain).filter((pool) => same(pool.token0, token.poolToken) || same(pool.token1, token.poolToken))
  return preferred === undefined ? taking : [preferred, ...taking.filter((pool) => !same(pool.address, preferred.address))]
}
