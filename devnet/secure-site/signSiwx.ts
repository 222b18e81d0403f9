/**
 * GET_USER with a sign-in message (WIRE §4.3): the app sends the text with the placeholder
 * `<<AccountAddress>>`; the site puts the user's address in and signs it with personal_sign.
 */
import { privateKeyToAccount } from "viem/accounts"
import type { SiwxMessage } from "../../schemas/Siwx.js"
import type { SiteUser } from "./SecureSiteStore.js"

export const ACCOUNT_ADDRESS_PLACEHOLDER = "<<AccountAddress>>"

export interface SignedSiwx {
  readonly message: string
  readonly signature: string
  readonly siwxMessage: SiwxMessage
}

export const signSiwx = async (user: SiteUser, siwx: SiwxMessage): Promise<SignedSiwx> => {
  const fill = (text: string) => text.split(ACCOUNT_ADDRESS_PLACEHOLDER).join(user.address)
  const message = fill(siwx.serializedMessage ?? "")
  if (message === "") throw new Error("The sign-in message has no text")
  const signature = await privateKeyToAccount(user.privateKey).signMessage({ message })
  return { message, signature, siwxMessage: { ...siwx, accountAddress: fill(siwx.accountAddress), serializedMessage: message } }
}
