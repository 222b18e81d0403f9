/**
 * The approval a user sends before selling a token: `approve(pool, unlimited)` on the token. The
 * pool is the pair's own unless another pool taking the token has less allowance (see
 * readAllowance: the client keeps approving until the smallest allowance suffices). A USDT-style
 * token refuses to change a non-zero allowance, so then the approval resets it to zero first.
 *
 * As the hosted service answers, `tx.from` and `tx.to` both name the token contract: clients send
 * the approval to `tx.from`.
 */
import { Effect } from "effect"
import type { Address } from "viem"
import { encodeFunctionData, maxUint256 } from "viem"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import { stableTokenAbi } from "../../chains/abis.js"
import type { PoolFixture } from "../../chains/ChainFixtures.js"
import type { BuildApproveTransactionResponse } from "../../../schemas/Swap.js"
import { publicClientOf, shortReason } from "./chainClient.js"
import { readGasPrice } from "./gasPrices.js"
import { caip10 } from "./parseCaip.js"
import { poolAllowances } from "./readAllowance.js"
import type { SwapToken } from "./SwapMarket.js"

const resetsFirst = (token: SwapToken): boolean =>
  Object.values(token.chain.fixtures.tokens).some(
    (fixture) => fixture.address.toLowerCase() === token.poolToken.toLowerCase() && fixture.standard === "erc20-no-return"
  )

export const buildApprove = (
  from: SwapToken,
  pairPool: PoolFixture,
  owner: Address
): Effect.Effect<BuildApproveTransactionResponse["tx"], RequestRejected> =>
  Effect.gen(function* () {
    if (from.asset.native) {
      return yield* Effect.fail(badRequest(`from: ${from.asset.symbol} is the native coin and needs no approval`))
    }
    const allowances = yield* poolAllowances(from, owner, pairPool)
    const least = allowances.reduce((min, { allowance }) => (allowance < min ? allowance : min), maxUint256)
    const target = allowances.find(({ allowance }) => allowance === least) ?? { pool: pairPool, allowance: least }
    const amount = resetsFirst(from) && target.allowance !== 0n ? 0n : maxUint256
    const data = encodeFunctionData({ abi: stableTokenAbi, functionName: "approve", args: [target.pool.address, amount] })
    const client = publicClientOf(from.chain)
    const gas = yield* Effect.tryPromise({
      try: () => client.estimateGas({ account: owner, to: from.poolToken, data }),
      catch: (cause) => badRequest(`the approval would fail: ${shortReason(cause)}`)
    })
    const gasPrice = yield* readGasPrice(from.chain)
    const token = caip10(from.chain, from.poolToken)
    return { from: token, to: token, data, value: "0", eip155: { gas: Number(gas), gasPrice: gasPrice.toString() } }
  })

