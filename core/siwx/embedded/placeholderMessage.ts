import type { Either } from "effect"
import { ACCOUNT_PLACEHOLDER } from "../../../schemas/Siwx.js"
import type { SiwxMessageData } from "../../../schemas/Siwx.js"
import { siwxMessageText } from "../eip4361/createSiwxMessage.js"
import type { SiwxMessageInvalid } from "../eip4361/siwxMessageFields.js"

/**
 * The text of a sign-in message whose account is not known yet (WIRE §4.3, GET_USER's
 * `siwxMessage`): Doorway's layout of the fields with the placeholder `<<AccountAddress>>` on the
 * account's line (the second line in every family's layout), which the frame replaces with the
 * user's address before it signs.
 */
export const placeholderMessage = (data: SiwxMessageData): Either.Either<string, SiwxMessageInvalid> =>
  siwxMessageText({ ...data, accountAddress: ACCOUNT_PLACEHOLDER })
