import { Option } from "effect"

/**
 * A typed decimal amount in a token's smallest unit, exactly: "1.5" with 6 decimals is 1_500_000n.
 * None for anything that is not a plain positive decimal with at most `decimals` fraction digits.
 */
export const parseSendAmount = (amount: string, decimals: number): Option.Option<bigint> => {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  if (match === null) return Option.none()
  const whole = match[1] ?? ""
  const fraction = match[2] ?? ""
  if (whole === "" && fraction === "") return Option.none()
  if (fraction.length > decimals) return Option.none()
  const units = BigInt(`${whole === "" ? "0" : whole}${fraction.padEnd(decimals, "0")}`)
  return units > 0n ? Option.some(units) : Option.none()
}
