/**
 * How much of a token the pools may pull from a user. A token can be sold into more than one pool
 * (USDC trades against the native coin and against USDT), and the client asks without naming the
 * pair, so the answer is the smallest allowance over those pools: enough for any swap of the
 * token. The native coin is sent with the call and needs no allowance.
 */
import { Effect } from "effect"
import type { Address } from "viem"
import { maxUint256 } from "viem"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import { stableTokenAbi } from "../../chains/abis.js"
import type { PoolFixture } from "../../chains/ChainFixtures.js"
import { onChain, publicClientOf } from "./chainClient.js"
import type { SwapToken } from "./SwapMarket.js"
import { poolsTaking } from "./SwapMarket.js"

export interface PoolAllowance {
  readonly pool: PoolFixture
  readonly allowance: bigint
}

/** The allowance `owner` gave each pool that takes `token`, the preferred pool first. */
export const poolAllowances = (
  token: SwapToken,
  owner: Address,
  preferred?: PoolFixture
): Effect.Effect<ReadonlyArray<PoolAllowance>, RequestRejected> =>
  Effect.forEach(poolsTaking(token, preferred), (pool) =>
    onChain(token.chain, "reading the allowance", () =>
      publicClientOf(token.chain).readContract({
        address: token.poolToken,
        abi: stableTokenAbi,
        functionName: "allowance",
        args: [owner, pool.address]
      })
    ).pipe(Effect.map((allowance) => ({ pool, allowance })))
  )

export const readAllowance = (token: SwapToken, owner: Address): Effect.Effect<bigint, RequestRejected> =>
  token.asset.native
    ? Effect.succeed(maxUint256)
    : Effect.map(poolAllowances(token, owner), (allowances) =>
        allowances.reduce((least, { allowance }) => (allowance < least ? allowance : least), maxUint256)
      )
