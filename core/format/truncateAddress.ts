import { ADDRESS_LEADING_CHARS, ADDRESS_TRAILING_CHARS } from "../plain/constants.js"

/**
 * An address as the modal shows it: its first 4 and last 6 characters around an ellipsis
 * (`0x12…abcdef`). The leading characters count from the start of the string, prefix included.
 * An address too short to shorten is shown whole.
 */
export const truncateAddress = (address: string): string =>
  address.length <= ADDRESS_LEADING_CHARS + ADDRESS_TRAILING_CHARS
    ? address
    : `${address.slice(0, ADDRESS_LEADING_CHARS)}\u2026${address.slice(-ADDRESS_TRAILING_CHARS)}`
