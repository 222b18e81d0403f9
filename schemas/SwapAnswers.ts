/**
 * The token-conversion answers as the client reads them (WIRE §1.3 "Swap quotes" to "Build approve
 * tx"): the shapes of Swap.ts, with every amount a whole number of base units that fits in 256
 * bits (so `BigInt` of it cannot fail) and every decimals count a small whole number, so an answer
 * that would make an amount unreadable fails at the edge instead of inside a program.
 */
import { Schema } from "effect"
import { CaipAddress } from "./Caip.js"
import { Hex } from "./Hex.js"
import { SwapQuote, SwapTokenInfo } from "./Swap.js"

const MAX_UINT256 = 2n ** 256n - 1n

/** A non-negative integer in a token's smallest unit, as a decimal string no larger than uint256. */
export const BaseUnits = Schema.String.pipe(
  Schema.pattern(/^[0-9]{1,78}$/),
  Schema.filter((digits) => BigInt(digits) <= MAX_UINT256, { message: () => "an amount in base units that fits in uint256" })
).annotations({ identifier: "BaseUnits" })
export type BaseUnits = typeof BaseUnits.Type

/** A token's decimals: a whole number from 0 to 77 (uint256 has 78 digits). */
export const TokenDecimals = Schema.Int.pipe(Schema.between(0, 77)).annotations({ identifier: "TokenDecimals" })

/** `GET /v1/convert/quotes`: the client uses the first quote's `toAmount`. */
export const SwapQuotesAnswer = Schema.Struct({
  quotes: Schema.Array(Schema.Struct({ ...SwapQuote.fields, fromAmount: BaseUnits, toAmount: BaseUnits }))
}).annotations({ identifier: "SwapQuotesAnswer" })
export type SwapQuotesAnswer = typeof SwapQuotesAnswer.Type

/** `GET /v1/convert/tokens`. */
export const SwapTokensAnswer = Schema.Struct({
  tokens: Schema.Array(Schema.Struct({ ...SwapTokenInfo.fields, decimals: TokenDecimals }))
}).annotations({ identifier: "SwapTokensAnswer" })
export type SwapTokensAnswer = typeof SwapTokensAnswer.Type

/** `GET /v1/convert/allowance`. */
export const AllowanceAnswer = Schema.Struct({ allowance: BaseUnits }).annotations({ identifier: "AllowanceAnswer" })
export type AllowanceAnswer = typeof AllowanceAnswer.Type

/** `GET /v1/convert/gas-price`: wei per gas, by how fast the transaction should be included. */
export const GasPriceAnswer = Schema.Struct({ standard: BaseUnits, fast: BaseUnits, instant: BaseUnits }).annotations({
  identifier: "GasPriceAnswer"
})
export type GasPriceAnswer = typeof GasPriceAnswer.Type

/** `POST /v1/convert/build-transaction`: the swap call, from the user to `to`, paying `amount` of the native coin. */
export const BuildSwapAnswer = Schema.Struct({
  tx: Schema.Struct({
    from: CaipAddress,
    to: CaipAddress,
    data: Hex,
    amount: BaseUnits,
    eip155: Schema.Struct({ gas: BaseUnits, gasPrice: BaseUnits })
  })
}).annotations({ identifier: "BuildSwapAnswer" })
export type BuildSwapAnswer = typeof BuildSwapAnswer.Type

/** `GET /v1/convert/build-approve`: the approval, sent to the token contract (`from`). */
export const BuildApproveAnswer = Schema.Struct({
  tx: Schema.Struct({
    from: CaipAddress,
    to: CaipAddress,
    data: Hex,
    value: BaseUnits,
    eip155: Schema.Struct({ gas: Schema.NonNegativeInt, gasPrice: BaseUnits })
  })
}).annotations({ identifier: "BuildApproveAnswer" })
export type BuildApproveAnswer = typeof BuildApproveAnswer.Type
