/** Crypto amounts a buyer names (whole units, as numbers or decimal text) in base units, within the payment limits. */
import { Either } from "effect"
import { parseUnits } from "viem"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { AssetInfo } from "../AssetBook.js"
import { checkPaymentLimits, fiatValueCents } from "./priceOnramp.js"

/** Limits are checked in this currency when the buyer names a crypto amount. */
const LIMIT_CURRENCY = "USD"

export const purchaseOfText = (field: string, asset: AssetInfo, text: string): Either.Either<bigint, RequestRejected> =>
  Either.gen(function* () {
    const value = text.trim()
    const match = /^[0-9]{1,30}(?:\.([0-9]+))?$/.exec(value)
    if (match === null) return yield* Either.left(badRequest(`${field}: "${text}" is not an amount`))
    if ((match[1] ?? "").length > asset.decimals) {
      return yield* Either.left(badRequest(`${field}: ${asset.symbol} has only ${asset.decimals} decimals`))
    }
    const amount = parseUnits(value, asset.decimals)
    if (amount === 0n) return yield* Either.left(badRequest(`${field}: the amount must be greater than zero`))
    const cents = yield* fiatValueCents(asset, LIMIT_CURRENCY, amount)
    yield* Either.mapLeft(checkPaymentLimits(LIMIT_CURRENCY, cents), (rejected) =>
      badRequest(`${field}: ${text} ${asset.symbol} is worth ${rejected.message.replace(/^amount: /, "")}`)
    )
    return amount
  })

/** A JSON number such as `presetCryptoAmount`, read as the decimal it was written as. */
export const purchaseOfNumber = (field: string, asset: AssetInfo, value: number): Either.Either<bigint, RequestRejected> => {
  if (!Number.isFinite(value) || value <= 0) return Either.left(badRequest(`${field}: expected a positive number`))
  const text = String(value).includes("e") ? value.toFixed(Math.min(asset.decimals, 100)) : String(value)
  return purchaseOfText(field, asset, text)
}
