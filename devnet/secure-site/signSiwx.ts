/**
 * GET_USER with a sign-in message (WIRE §4.3): the app sends the text with the placeholder
 * `<<AccountAddress>>`; the site puts the user's address in and signs it: with personal_sign on an
 * EVM chain (by the active account: the user's key, or its smart account, whose signature verifies
 * by ERC-6492 before it is deployed and ERC-1271 after), with the user's Ed25519 key (base58
 * signature of the UTF-8 text) on a Solana one.
 */
import { base58 } from "@scure/base"
import type { Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { SiwxMessage } from "../../schemas/Siwx.js"
import type { SiteUser } from "./SecureSiteStore.js"
import { SOLANA_NAMESPACE } from "./solana/SiteSolanaCluster.js"
import { solanaKeyOf } from "./solana/solanaUserKey.js"

export const ACCOUNT_ADDRESS_PLACEHOLDER = "<<AccountAddress>>"

export interface SignedSiwx {
  readonly message: string
  readonly signature: string
  readonly siwxMessage: SiwxMessage
}

/** The EVM account that signs in when it is not the user's key: its smart account. */
export interface SiwxSigner {
  readonly address: Hex
  readonly signMessage: (parameters: { readonly message: string }) => Promise<Hex>
}

export const signSiwx = async (user: SiteUser, siwx: SiwxMessage, evmSigner?: SiwxSigner): Promise<SignedSiwx> => {
  const solana = siwx.chainId.startsWith(`${SOLANA_NAMESPACE}:`) ? solanaKeyOf(user) : undefined
  const evm = evmSigner ?? privateKeyToAccount(user.privateKey)
  const address = solana?.address ?? evm.address
  const fill = (text: string) => text.split(ACCOUNT_ADDRESS_PLACEHOLDER).join(address)
  const message = fill(siwx.serializedMessage ?? "")
  if (message === "") throw new Error("The sign-in message has no text")
  const signature =
    solana === undefined
      ? await evm.signMessage({ message })
      : base58.encode(solana.sign(new TextEncoder().encode(message)))
  return { message, signature, siwxMessage: { ...siwx, accountAddress: fill(siwx.accountAddress), serializedMessage: message } }
}
