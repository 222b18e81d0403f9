/**
 * A swap's output from the pool's live reserves, computed exactly as `ConstantProductPool.quote`
 * does (0.3% fee, integer division rounding down), so the quote is what the swap will pay if the
 * reserves do not move in between.
 */
import { Effect } from "effect"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import { constantProductPoolAbi } from "../../chains/abis.js"
import type { PoolFixture } from "../../chains/ChainFixtures.js"
import { onChain, publicClientOf } from "./chainClient.js"
import type { SwapToken } from "./SwapMarket.js"

/** The pool's fee: 3/1000 of the input stays in the pool. */
const FEE_KEPT_PER_MILLE = 997n

/** `ConstantProductPool.quote` in bigint arithmetic. */
export const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint => {
  const inWithFee = amountIn * FEE_KEPT_PER_MILLE
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

export interface SwapQuoteResult {
  readonly amountOut: bigint
  readonly reserveIn: bigint
  readonly reserveOut: bigint
}

/** Reads the pool's reserves and prices `amountIn` of `from`. */
export const quoteSwap = (pool: PoolFixture, from: SwapToken, amountIn: bigint): Effect.Effect<SwapQuoteResult, RequestRejected> =>
  Effect.gen(function* () {
    const [reserve0, reserve1] = yield* onChain(from.chain, "reading the pool's reserves", () =>
      publicClientOf(from.chain).readContract({ address: pool.address, abi: constantProductPoolAbi, functionName: "getReserves" })
    )
    const fromIsToken0 = pool.token0.toLowerCase() === from.poolToken.toLowerCase()
    const [reserveIn, reserveOut] = fromIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
    if (reserveIn === 0n || reserveOut === 0n) {
      return yield* Effect.fail(badRequest(`the ${pool.label} pool has no liquidity`))
    }
    return { amountOut: amountOut(amountIn, reserveIn, reserveOut), reserveIn, reserveOut }
  })
