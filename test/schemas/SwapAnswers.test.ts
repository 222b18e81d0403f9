/**
 * The convert answers as the client reads them (WIRE §1.3): amounts are whole numbers of base
 * units within uint256; any other amount, a decimals count that is not a small whole number, or a
 * field of the wrong type is refused, so no program meets it.
 */
import { describe, expect, it } from "vitest"
import {
  AllowanceAnswer,
  BuildApproveAnswer,
  BuildSwapAnswer,
  GasPriceAnswer,
  SwapQuotesAnswer,
  SwapTokensAnswer
} from "../../schemas/index.js"
import { describeDecoders } from "./decoders.js"
import { accepts, decodeOk } from "./messages.js"
import type { Named } from "./wireSchemas.js"

const USER = "eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb"
const USDC = "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const MAX_UINT256 = "115792089237316195423570985008687907853269984665640564039457584007913129639935"

/** Whole numbers of base units, and what is not one. */
const NOT_BASE_UNITS: ReadonlyArray<unknown> = ["12.5", "-1", "", "1e18", "0x10", " 1", "abc", 12, null, "1".repeat(79)]

const quote = { id: null, fromAmount: "1000000", fromAccount: USDC, toAmount: "330000000000000", toAccount: USDC }
const token = { name: "USD Coin", symbol: "USDC", address: USDC, decimals: 6, logoUri: "https://icons.test/u.svg" }
const swapTx = { from: USER, to: USDC, data: "0xabcdef01", amount: "0", eip155: { gas: "200000", gasPrice: "1000000000" } }
const approveTx = { from: USDC, to: USDC, data: "0x095ea7b3", value: "0", eip155: { gas: 46000, gasPrice: "1000000000" } }

describe("convert answers, as the client reads them", () => {
  it("take whole numbers of base units, up to uint256", () => {
    expect(decodeOk(SwapQuotesAnswer, { quotes: [quote] }).quotes[0]?.toAmount).toBe("330000000000000")
    expect(decodeOk(AllowanceAnswer, { allowance: MAX_UINT256 }).allowance).toBe(MAX_UINT256)
    expect(accepts(AllowanceAnswer, { allowance: (2n ** 256n).toString() })).toBe(false)
    expect(decodeOk(GasPriceAnswer, { standard: "1", fast: "2", instant: "3" })).toEqual({ standard: "1", fast: "2", instant: "3" })
    expect(decodeOk(BuildSwapAnswer, { tx: swapTx }).tx.eip155).toEqual({ gas: "200000", gasPrice: "1000000000" })
    expect(decodeOk(BuildApproveAnswer, { tx: approveTx }).tx.value).toBe("0")
    expect(decodeOk(SwapTokensAnswer, { tokens: [token] }).tokens[0]?.decimals).toBe(6)
  })

  it("refuse an amount that is not a whole number of base units, in every answer", () => {
    for (const bad of NOT_BASE_UNITS) {
      expect(accepts(SwapQuotesAnswer, { quotes: [{ ...quote, toAmount: bad }] })).toBe(false)
      expect(accepts(AllowanceAnswer, { allowance: bad })).toBe(false)
      expect(accepts(GasPriceAnswer, { standard: bad, fast: "2", instant: "3" })).toBe(false)
      expect(accepts(BuildSwapAnswer, { tx: { ...swapTx, amount: bad } })).toBe(false)
      expect(accepts(BuildSwapAnswer, { tx: { ...swapTx, eip155: { gas: bad, gasPrice: "1" } } })).toBe(false)
      expect(accepts(BuildApproveAnswer, { tx: { ...approveTx, value: bad } })).toBe(false)
    }
  })

  it("refuse decimals that are not a small whole number, data that is not hex, ids that are not CAIP-10, a gas of the wrong type", () => {
    for (const decimals of [-1, 6.5, 78, "6", null]) expect(accepts(SwapTokensAnswer, { tokens: [{ ...token, decimals }] })).toBe(false)
    expect(accepts(SwapTokensAnswer, { tokens: [{ ...token, address: "USDC" }] })).toBe(false)
    expect(accepts(BuildSwapAnswer, { tx: { ...swapTx, data: "abcdef" } })).toBe(false)
    expect(accepts(BuildSwapAnswer, { tx: { ...swapTx, to: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" } })).toBe(false)
    expect(accepts(BuildApproveAnswer, { tx: { ...approveTx, eip155: { gas: "46000", gasPrice: "1" } } })).toBe(false)
    expect(accepts(BuildApproveAnswer, { tx: { ...approveTx, eip155: { gas: -1, gasPrice: "1" } } })).toBe(false)
    expect(accepts(SwapQuotesAnswer, {})).toBe(false)
    expect(accepts(GasPriceAnswer, { standard: "1", fast: "2" })).toBe(false)
  })
})

describeDecoders("convert answers", [
  ["SwapQuotesAnswer", SwapQuotesAnswer],
  ["SwapTokensAnswer", SwapTokensAnswer],
  ["AllowanceAnswer", AllowanceAnswer],
  ["GasPriceAnswer", GasPriceAnswer],
  ["BuildSwapAnswer", BuildSwapAnswer],
  ["BuildApproveAnswer", BuildApproveAnswer]
] as unknown as ReadonlyArray<Named>)
