import { zeroAddress } from "viem"
import { ACCOUNT_PLACEHOLDER } from "../../../schemas/Siwx.js"
import type { SiwxMessageData } from "../../../schemas/Siwx.js"
import { createSiwxMessage } from "../eip4361/createSiwxMessage.js"

/**
 * The text of a sign-in message whose account is not known yet (WIRE §4.3, GET_USER's
 * `siwxMessage`): Doorway's layout of the fields with the placeholder `<<AccountAddress>>` on the
 * account's line (the second line in every family's layout), which the frame replaces with the
 * user's address before it signs.
 */
export const placeholderMessage = (data: SiwxMessageData): string => {
  const lines = createSiwxMessage({ ...data, accountAddress: zeroAddress }).split("\n")
  lines[1] = ACCOUNT_PLACEHOLDER
  return lines.join("\n")
}
