import { Effect } from "effect"
import { formatUnits } from "../account/formatUnits.js"
import { sameCaipAddress } from "./sameCaipAddress.js"
import type { SwapStateValue, SwapToken } from "./SwapState.js"
import { updateSwapState } from "./updateSwapState.js"

const same = (a: SwapToken | undefined, b: SwapToken | undefined): boolean => a !== undefined && b !== undefined && sameCaipAddress(a.address, b.address)

/** Any change of a token or the amount drops the quote made for the swap before. */
const unquoted = (state: SwapStateValue): SwapStateValue => ({ ...state, quote: undefined })

/** Chooses the token to pay with; the token already chosen to receive trades places with the old one. */
export const setSwapSourceToken = (token: SwapToken | undefined) =>
  updateSwapState((state) =>
    unquoted({ ...state, sourceToken: token, toToken: same(token, state.toToken) ? state.sourceToken : state.toToken })
  ).pipe(Effect.withSpan("swap.setSwapSourceToken"))

/** Chooses the token to receive; the token already chosen to pay with trades places with the old one. */
export const setSwapToToken = (token: SwapToken | undefined) =>
  updateSwapState((state) =>
    unquoted({ ...state, toToken: token, sourceToken: same(token, state.sourceToken) ? state.toToken : state.sourceToken })
  ).pipe(Effect.withSpan("swap.setSwapToToken"))

/** The amount to pay, as typed (a decimal in the source token's units). */
export const setSwapAmount = (amount: string) =>
  updateSwapState((state) => unquoted({ ...state, sourceAmount: amount })).pipe(Effect.withSpan("swap.setSwapAmount"))

/**
 * The two tokens trade places; the amount to pay becomes what the quote gave, when there was one,
 * so the swap back is of what the first would buy.
 */
export const switchSwapTokens = updateSwapState((state) =>
  unquoted({
    ...state,
    sourceToken: state.toToken,
    toToken: state.sourceToken,
    sourceAmount: state.quote === undefined || state.toToken === undefined ? state.sourceAmount : formatUnits(state.quote.toAmount, state.toToken.decimals)
  })
).pipe(Effect.withSpan("swap.switchSwapTokens"))
