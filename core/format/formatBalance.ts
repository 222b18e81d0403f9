import { DEFAULT_NUMBER_DECIMALS } from "../plain/constants.js"
import { localizeDecimal } from "./localizeDecimal.js"

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/

/** A number in plain decimal notation (no exponent), as far as a double holds it. */
const plainDecimal = (value: number): string => {
  const text = String(value)
  if (!/e/i.test(text)) return text
  // toFixed is exact enough for display up to 1e21; beyond, the integer digits come from BigInt.
  return Math.abs(value) < 1e21 ? value.toFixed(20) : BigInt(Math.trunc(value)).toString()
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")

/**
 * A balance or amount for display: rounded half up to `decimals` places (2 unless told), always
 * that many places, thousands grouped with commas (`1234.5` → `1,234.50`). Decimal strings are
 * rounded exactly, digit by digit, so large wei-derived values lose nothing. Anything that is not
 * a number shows as zero. With a `locale`, the result is written in that language's symbols
 * (`Intl`: `1.234,50` in German).
 */
export const formatBalance = (value: string | number | undefined, decimals: number = DEFAULT_NUMBER_DECIMALS, locale?: string): string => {
  const places = Math.max(0, Math.trunc(decimals))
  const text = typeof value === "number" ? (Number.isFinite(value) ? plainDecimal(value) : "") : (value ?? "").trim()
  const match = DECIMAL.exec(text)
  const sign = match?.[1] ?? ""
  const whole = match?.[2] ?? ""
  const fraction = match?.[3] ?? ""
  const valid = match !== null && (whole !== "" || fraction !== "")
  // Scaled by 10^(places + 1): the extra digit decides the rounding.
  const scaled = valid ? BigInt(`${whole || "0"}${fraction.padEnd(places + 1, "0").slice(0, places + 1)}`) : 0n
  const rounded = (scaled + 5n) / 10n
  const digits = rounded.toString().padStart(places + 1, "0")
  const integer = groupThousands(digits.slice(0, digits.length - places))
  const decimalsText = places === 0 ? "" : `.${digits.slice(digits.length - places)}`
  return localizeDecimal(`${sign === "-" && rounded !== 0n ? "-" : ""}${integer}${decimalsText}`, locale)
}
