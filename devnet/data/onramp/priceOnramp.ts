/**
 * Prices a purchase: the fiat paid, the provider's fee (2% under 1000.00, 1% from there; SPEC §9
 * gives the on-ramp fee as 1 to 2%), and the crypto the rest buys at the data service's USD price.
 * Fiat is counted in cents and crypto in base units, so amounts never pass through floats.
 */
import { Either } from "effect"
import { formatUnits } from "viem"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { AssetInfo } from "../AssetBook.js"
import { FIAT_IN_USD_MICROS, PAYMENT_METHOD_LIMITS } from "./onrampMarket.js"

/** Fee in basis points by the amount paid, in cents. */
export const feeBasisPoints = (totalCents: bigint): bigint => (totalCents < 100_000n ? 200n : 100n)

/** Crypto amounts are quoted to at most this many decimals, rounded down. */
const QUOTED_DECIMALS = 8

const centsOfLimit = (value: string): bigint => BigInt(value.replace(".", ""))
export const MIN_PAYMENT_CENTS = PAYMENT_METHOD_LIMITS.map((limit) => centsOfLimit(limit.min)).reduce((a, b) => (a < b ? a : b))
export const MAX_PAYMENT_CENTS = PAYMENT_METHOD_LIMITS.map((limit) => centsOfLimit(limit.max)).reduce((a, b) => (a > b ? a : b))

/** "12.5" → 1250n; at most two decimals. */
export const centsOf = (field: string, value: string): Either.Either<bigint, RequestRejected> => {
  const match = /^([0-9]{1,12})(?:\.([0-9]{1,2}))?$/.exec(value.trim())
  if (match === null) return Either.left(badRequest(`${field}: expected an amount such as 100 or 100.50, got "${value}"`))
  return Either.right(BigInt(match[1] ?? "0") * 100n + BigInt((match[2] ?? "").padEnd(2, "0")))
}

export const formatCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`

const usdMicrosPerUnit = (asset: AssetInfo): bigint => BigInt(Math.round(asset.price * 1_000_000))

const fiatRate = (currency: string): Either.Either<bigint, RequestRejected> => {
  const rate = FIAT_IN_USD_MICROS[currency.toUpperCase()]
  return rate === undefined ? Either.left(badRequest(`paymentCurrency: ${currency} is not accepted`)) : Either.right(rate)
}

export const checkPaymentLimits = (currency: string, cents: bigint): Either.Either<bigint, RequestRejected> =>
  cents < MIN_PAYMENT_CENTS || cents > MAX_PAYMENT_CENTS
    ? Either.left(
        badRequest(
          `amount: ${formatCents(cents)} ${currency} is outside the limits ${formatCents(MIN_PAYMENT_CENTS)} to ${formatCents(MAX_PAYMENT_CENTS)}`
        )
      )
    : Either.right(cents)

export interface OnrampPrice {
  readonly currency: string
  readonly totalCents: bigint
  readonly feeCents: bigint
  readonly subtotalCents: bigint
  readonly asset: AssetInfo
  /** What the subtotal buys, in the asset's base units. */
  readonly purchase: bigint
}

/** What paying `totalCents` of `currency` buys of `asset`. */
export const priceOnramp = (asset: AssetInfo, currency: string, totalCents: bigint): Either.Either<OnrampPrice, RequestRejected> =>
  Either.gen(function* () {
    const rate = yield* fiatRate(currency)
    yield* checkPaymentLimits(currency.toUpperCase(), totalCents)
    const price = usdMicrosPerUnit(asset)
    if (price <= 0n) return yield* Either.left(badRequest(`purchaseCurrency: ${asset.symbol} has no price`))
    const feeCents = (totalCents * feeBasisPoints(totalCents) + 9_999n) / 10_000n
    const subtotalCents = totalCents - feeCents
    // cents → USD micros: × 10^4 for micros, × rate / 10^6 for the currency.
    const usdMicros = (subtotalCents * 10_000n * rate) / 1_000_000n
    const exact = (usdMicros * 10n ** BigInt(asset.decimals)) / price
    const step = asset.decimals > QUOTED_DECIMALS ? 10n ** BigInt(asset.decimals - QUOTED_DECIMALS) : 1n
    return { currency: currency.toUpperCase(), totalCents, feeCents, subtotalCents, asset, purchase: exact - (exact % step) }
  })

/** The fiat a purchase of `purchase` base units costs before fees, in cents of `currency` (for the limits). */
export const fiatValueCents = (asset: AssetInfo, currency: string, purchase: bigint): Either.Either<bigint, RequestRejected> =>
  Either.map(fiatRate(currency), (rate) => {
    const usdMicros = (purchase * usdMicrosPerUnit(asset)) / 10n ** BigInt(asset.decimals)
    return (usdMicros * 1_000_000n) / rate / 10_000n
  })

export const formatPurchase = (price: OnrampPrice): string => formatUnits(price.purchase, price.asset.decimals)
