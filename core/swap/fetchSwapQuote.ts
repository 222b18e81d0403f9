import { Clock, Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { SwapQuotesAnswer } from "../../schemas/SwapAnswers.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { SwapQuoteUnavailable } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"
import type { SwapAccount } from "./swapAccount.js"
import type { QuotedSwap } from "./SwapState.js"

/** What is quoted: `amount` (smallest units) of `from` for `to`. */
export interface SwapRequest {
  readonly from: CaipAddress
  readonly to: CaipAddress
  readonly amount: bigint
}

/**
 * The data service's quote (WIRE §1.2 `GET /v1/convert/quotes`: the amount in base units, the
 * plain address of the account, the CAIP-10 tokens and the gas price in wei), dated now. The
 * first quote's `toAmount` is the price; an answer without one, or a network the data service does
 * not answer for (no request then, WIRE §1.1), fails with SwapQuoteUnavailable.
 */
export const fetchSwapQuote = (account: SwapAccount, request: SwapRequest, gasPrice: bigint | undefined) =>
  Effect.gen(function* () {
    if (!(yield* isNetworkSupported(account.network.caipNetworkId))) return yield* new SwapQuoteUnavailable()
    const api = yield* ApiClient
    const { quotes } = yield* api.get({
      service: "blockchain",
      path: "/v1/convert/quotes",
      query: {
        amount: request.amount.toString(),
        userAddress: account.address,
        from: request.from,
        to: request.to,
        gasPrice: gasPrice?.toString()
      },
      schema: SwapQuotesAnswer
    })
    const first = quotes[0]
    if (first === undefined) return yield* new SwapQuoteUnavailable()
    const fetchedAt = yield* Clock.currentTimeMillis
    return { ...request, toAmount: BigInt(first.toAmount), fetchedAt } satisfies QuotedSwap
  }).pipe(Effect.withSpan("swap.fetchSwapQuote"))
