/**
 * Token conversion (WIRE §1.2 "convert" rows, bodies §1.3) against the local chains' x*y=k pools:
 * tokens the pools trade, quotes from live reserves, allowances, gas prices, and the approval and
 * swap transactions for the user's wallet to sign.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect, Either } from "effect"
import { badRequest } from "../../catalogue/RequestRejected.js"
import { respondJson } from "../../catalogue/respond.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import {
  AllowanceResponse,
  BuildApproveTransactionResponse,
  BuildSwapTransactionRequest,
  BuildSwapTransactionResponse,
  GasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse
} from "../../../schemas/Swap.js"
import { buildApprove } from "../convert/buildApprove.js"
import { buildSwap } from "../convert/buildSwap.js"
import { gasPriceTiers, readGasPrice } from "../convert/gasPrices.js"
import { positiveAmountOf, slippageBasisPointsOf } from "../convert/parseAmounts.js"
import { evmAccountOf, evmChainOf, plainAddressOf } from "../convert/parseCaip.js"
import { requiredParam } from "../convert/queryParams.js"
import { quoteSwap } from "../convert/quoteSwap.js"
import { readAllowance } from "../convert/readAllowance.js"
import { poolBetween, swapTokenOf, swappableAssets } from "../convert/SwapMarket.js"
import type { RouteGroup } from "../DataContext.js"
import { decodeBody, readJsonText } from "../readJsonBody.js"
import { checkProjectId, requireProject } from "../requireProject.js"

const sameChain = (userChainId: number, tokenChainId: number) =>
  userChainId === tokenChainId ? Either.right(undefined) : Either.left(badRequest("userAddress must be on the tokens' chain"))

export const convertRoutes: RouteGroup = (ctx) =>
  HttpRouter.empty.pipe(
    HttpRouter.get(
      "/v1/convert/tokens",
      Effect.gen(function* () {
        const params = yield* requireProject(ctx)
        const chain = yield* evmChainOf(ctx, "chainId", yield* requiredParam(params, "chainId"))
        const tokens = swappableAssets(ctx, chain).map((asset) => ({
          name: asset.name,
          symbol: asset.symbol,
          address: asset.caipAddress as CaipAddress,
          decimals: asset.decimals,
          logoUri: asset.iconUrl,
          eip2612: false
        }))
        return yield* respondJson(SwapTokensResponse, { tokens })
      })
    ),
    HttpRouter.get(
      "/v1/convert/quotes",
      Effect.gen(function* () {
        const params = yield* requireProject(ctx)
        const amount = yield* positiveAmountOf("amount", yield* requiredParam(params, "amount"))
        yield* plainAddressOf("userAddress", yield* requiredParam(params, "userAddress"))
        const fromId = yield* requiredParam(params, "from")
        const toId = yield* requiredParam(params, "to")
        const from = yield* swapTokenOf(ctx, "from", fromId)
        const to = yield* swapTokenOf(ctx, "to", toId)
        const pool = yield* poolBetween(from, to)
        const quote = yield* quoteSwap(pool, from, amount)
        return yield* respondJson(SwapQuotesResponse, {
          quotes: [
            { id: null, fromAmount: amount.toString(), fromAccount: fromId, toAmount: quote.amountOut.toString(), toAccount: toId }
          ]
        })
      })
    ),
    HttpRouter.get(
      "/v1/convert/allowance",
      Effect.gen(function* () {
        const params = yield* requireProject(ctx)
        const token = yield* swapTokenOf(ctx, "tokenAddress", yield* requiredParam(params, "tokenAddress"))
        const user = yield* evmAccountOf(ctx, "userAddress", yield* requiredParam(params, "userAddress"))
        yield* sameChain(user.chain.chainId, token.chain.chainId)
        const allowance = yield* readAllowance(token, user.address)
        return yield* respondJson(AllowanceResponse, { allowance: allowance.toString() })
      })
    ),
    HttpRouter.get(
      "/v1/convert/gas-price",
      Effect.gen(function* () {
        const params = yield* requireProject(ctx)
        const chain = yield* evmChainOf(ctx, "chainId", yield* requiredParam(params, "chainId"))
        const price = yield* readGasPrice(chain)
        return yield* respondJson(GasPriceResponse, gasPriceTiers(price))
      })
    ),
    HttpRouter.get(
      "/v1/convert/build-approve",
      Effect.gen(function* () {
        const params = yield* requireProject(ctx)
        const user = yield* evmAccountOf(ctx, "userAddress", yield* requiredParam(params, "userAddress"))
        const from = yield* swapTokenOf(ctx, "from", yield* requiredParam(params, "from"))
        const to = yield* swapTokenOf(ctx, "to", yield* requiredParam(params, "to"))
        yield* sameChain(user.chain.chainId, from.chain.chainId)
        const pool = yield* poolBetween(from, to)
        const tx = yield* buildApprove(from, pool, user.address)
        return yield* respondJson(BuildApproveTransactionResponse, { tx })
      })
    ),
    HttpRouter.post(
      "/v1/convert/build-transaction",
      Effect.gen(function* () {
        const json = yield* readJsonText
        // The project travels in the body here (WIRE §1.2), so it is checked before the rest is read.
        const projectId = typeof json === "object" && json !== null ? (json as { projectId?: unknown }).projectId : undefined
        yield* checkProjectId(ctx, projectId)
        const body = yield* decodeBody(BuildSwapTransactionRequest)(json)
        const amountIn = yield* positiveAmountOf("amount", body.amount)
        const slippageBasisPoints = yield* slippageBasisPointsOf(body.eip155.slippage)
        const from = yield* swapTokenOf(ctx, "from", body.from)
        const to = yield* swapTokenOf(ctx, "to", body.to)
        const user = yield* evmAccountOf(ctx, "userAddress", body.userAddress)
        yield* sameChain(user.chain.chainId, from.chain.chainId)
        const pool = yield* poolBetween(from, to)
        const built = yield* buildSwap({
          pool,
          from,
          user: user.address,
          amountIn,
          slippageBasisPoints,
          estimate: !body.disableEstimate
        })
        return yield* respondJson(BuildSwapTransactionResponse, { tx: built.tx })
      })
    )
  )
