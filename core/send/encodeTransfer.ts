import type { ERC20_TRANSFER_ABI, USDT_TRANSFER_ABI } from "./transferAbis.js"

/** The selector of `transfer(address,uint256)`: the first 4 bytes of its keccak-256. */
export const TRANSFER_SELECTOR = "0xa9059cbb"

const word = (hex: string): string => hex.padStart(64, "0")

/**
 * The calldata of a token `transfer(to, amount)` by its ABI (both ABIs take an address and a
 * uint256, ABI-encoded as two 32-byte words after the selector; the ABIs differ in what the call
 * answers). Written out rather than through viem's general encoder so the Send chunk shares no
 * code with the signing chunks.
 */
export const encodeTransfer = (
  _abi: typeof ERC20_TRANSFER_ABI | typeof USDT_TRANSFER_ABI,
  to: string,
  amount: bigint
): `0x${string}` => `${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
