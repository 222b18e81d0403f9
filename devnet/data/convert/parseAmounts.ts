/** The numbers of a conversion request: base-unit amounts and the slippage percentage. */
import { Either } from "effect"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"

const MAX_UINT256 = 2n ** 256n - 1n

/** A positive integer in base units, as a decimal string. */
export const positiveAmountOf = (field: string, value: string): Either.Either<bigint, RequestRejected> => {
  if (!/^[0-9]{1,78}$/.test(value)) return Either.left(badRequest(`${field}: expected an integer amount in base units, got "${value}"`))
  const amount = BigInt(value)
  if (amount === 0n) return Either.left(badRequest(`${field}: the amount must be greater than zero`))
  if (amount > MAX_UINT256) return Either.left(badRequest(`${field}: the amount is out of range`))
  return Either.right(amount)
}

/** Slippage is a percentage (`1` = 1%); kept as basis points so `minOut` stays in integer arithmetic. */
export const slippageBasisPointsOf = (value: number | string): Either.Either<bigint, RequestRejected> => {
  const percent = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value)
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) {
    return Either.left(badRequest(`eip155.slippage: expected a percentage from 0 to below 100, got ${JSON.stringify(value)}`))
  }
  return Either.right(BigInt(Math.round(percent * 100)))
}

/** The least output accepted: the quote less the slippage, rounded down. */
export const minimumOut = (quoted: bigint, slippageBasisPoints: bigint): bigint => (quoted * (10_000n - slippageBasisPoints)) / 10_000n
