import { Option } from "effect"
import { parseSendAmount } from "../send/parseSendAmount.js"

/**
 * A held amount as the balance service writes it (a decimal string in whole tokens) in the token's
 * smallest unit, digits past its decimals dropped; 0 for an amount that is not a plain decimal.
 */
export const unitsOf = (numeric: string, decimals: number): bigint => {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  if (match === null) return 0n
  const fraction = (match[2] ?? "").slice(0, decimals)
  const trimmed = fraction === "" ? (match[1] ?? "") : `${match[1] ?? ""}.${fraction}`
  return Option.getOrElse(parseSendAmount(trimmed, decimals), () => 0n)
}
