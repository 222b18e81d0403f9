/**
 * An integer amount in a currency's smallest unit as a decimal string, exactly: `10n**18n` with
 * 18 decimals is "1", 1_500_000n with 6 is "1.5". Trailing zeros of the fraction are dropped.
 */
export const formatUnits = (value: bigint, decimals: number): string => {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "")
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`
}
