import { Effect, Option } from "effect"
import { SwapInputIncomplete, SwapInsufficientBalance } from "../errors/AccountErrors.js"
import { parseSendAmount } from "../send/parseSendAmount.js"
import type { SwapRequest } from "./fetchSwapQuote.js"
import type { SwapStateValue, SwapToken } from "./SwapState.js"
import { unitsOf } from "./unitsOf.js"

/** A swap ready to quote: both tokens and the amount in the source token's smallest unit. */
export interface ValidSwap extends SwapRequest {
  readonly sourceToken: SwapToken
  readonly toToken: SwapToken
}

/** The swap the state describes, if it has both tokens and a positive amount the source token can hold. */
export const swapRequestOf = (state: SwapStateValue): Option.Option<ValidSwap> => {
  const { sourceToken, toToken } = state
  if (sourceToken === undefined || toToken === undefined) return Option.none()
  return Option.map(parseSendAmount(state.sourceAmount, sourceToken.decimals), (amount) => ({
    sourceToken,
    toToken,
    from: sourceToken.address,
    to: toToken.address,
    amount
  }))
}

/**
 * The swap the state describes, checked: both tokens chosen ('Select token'), a positive amount
 * the source token can hold ('Enter amount'), and no more than the account holds of it
 * ('Insufficient balance').
 */
export const validateSwap = (state: SwapStateValue): Effect.Effect<ValidSwap, SwapInputIncomplete | SwapInsufficientBalance> =>
  Effect.gen(function* () {
    if (state.sourceToken === undefined || state.toToken === undefined) return yield* new SwapInputIncomplete({ missing: "token" })
    const request = swapRequestOf(state)
    if (Option.isNone(request)) return yield* new SwapInputIncomplete({ missing: "amount" })
    const { sourceToken } = request.value
    if (request.value.amount > unitsOf(sourceToken.balance, sourceToken.decimals)) {
      return yield* new SwapInsufficientBalance({ symbol: sourceToken.symbol })
    }
    return request.value
  })
