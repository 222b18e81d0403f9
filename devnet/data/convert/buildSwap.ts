/**
 * The swap transaction: a call of the pair's pool `swap(tokenIn, amountIn, minOut, user)` where
 * `minOut` is the live quote less the slippage, so the pool reverts rather than pay less. For the
 * native coin in, the call carries the amount as value, and `amount` says so.
 */
import { Effect } from "effect"
import type { Address } from "viem"
import { encodeFunctionData } from "viem"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import { constantProductPoolAbi } from "../../chains/abis.js"
import type { PoolFixture } from "../../chains/ChainFixtures.js"
import type { BuildSwapTransactionResponse } from "../../../schemas/Swap.js"
import { publicClientOf, shortReason } from "./chainClient.js"
import { readGasPrice } from "./gasPrices.js"
import { minimumOut } from "./parseAmounts.js"
import { caip10 } from "./parseCaip.js"
import { quoteSwap } from "./quoteSwap.js"
import type { SwapToken } from "./SwapMarket.js"

/**
 * Gas limit handed out when the client asks for no estimate (it may not have approved yet, so a
 * simulation would revert): a pool swap with one token pull and one push uses well under this.
 */
export const SWAP_GAS_LIMIT = 200_000n

/** Margin over an estimate, in percent, as estimates miss storage the real run touches. */
const ESTIMATE_MARGIN_PERCENT = 125n

export interface SwapRequest {
  readonly pool: PoolFixture
  readonly from: SwapToken
  readonly user: Address
  readonly amountIn: bigint
  readonly slippageBasisPoints: bigint
  readonly estimate: boolean
}

export interface BuiltSwap {
  readonly tx: BuildSwapTransactionResponse["tx"]
  readonly quoted: bigint
  readonly minOut: bigint
}

export const buildSwap = (request: SwapRequest): Effect.Effect<BuiltSwap, RequestRejected> =>
  Effect.gen(function* () {
    const { pool, from, user, amountIn } = request
    const { amountOut: quoted } = yield* quoteSwap(pool, from, amountIn)
    if (quoted === 0n) return yield* Effect.fail(badRequest("amount: too small to buy anything"))
    const minOut = minimumOut(quoted, request.slippageBasisPoints)
    const data = encodeFunctionData({
      abi: constantProductPoolAbi,
      functionName: "swap",
      args: [from.poolToken, amountIn, minOut, user]
    })
    const value = from.asset.native ? amountIn : 0n
    const gas = request.estimate
      ? yield* Effect.tryPromise({
          try: () => publicClientOf(from.chain).estimateGas({ account: user, to: pool.address, data, value }),
          catch: (cause) => badRequest(`the swap would fail: ${shortReason(cause)}`)
        }).pipe(Effect.map((estimate) => (estimate * ESTIMATE_MARGIN_PERCENT) / 100n))
      : SWAP_GAS_LIMIT
    const gasPrice = yield* readGasPrice(from.chain)
    return {
      tx: {
        from: caip10(from.chain, user),
        to: caip10(from.chain, pool.address),
        data,
        amount: value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() }
      },
      quoted,
      minOut
    }
  })
