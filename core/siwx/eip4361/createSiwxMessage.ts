import { Either } from "effect"
import { checksumAddress } from "viem"
import { ACCOUNT_PLACEHOLDER } from "../../../schemas/Siwx.js"
import { decodeSiwxMessageFields } from "./siwxMessageFields.js"
import type { SiwxMessageFields, SiwxMessageInvalid } from "./siwxMessageFields.js"

/** The header word of each chain family's message ("… sign in with your Solana account:"). */
const ACCOUNT_WORD: Readonly<Record<string, string>> = { eip155: "Ethereum", solana: "Solana", bip122: "Bitcoin" }

/** EIP-4361 names the account by its EIP-55 checksum; the placeholder stays as it is. */
const evmAccount = (address: string): string =>
  address === ACCOUNT_PLACEHOLDER ? address : checksumAddress(address.toLowerCase() as `0x${string}`)

/**
 * The text a wallet signs to sign in (SPEC §3 fields), written from fields that hold to the
 * grammar, each as given: on EVM an EIP-4361 message (the checksummed address, the numeric
 * reference of the CAIP-2 `chainId`); Solana and Bitcoin use the same layout with their own header
 * word and the full CAIP-2 chain id, as CAIP-122 writes it for any chain.
 */
export const writeSiwxMessage = (fields: SiwxMessageFields): string => {
  const at = fields.chainId.indexOf(":")
  const namespace = fields.chainId.slice(0, at)
  const evm = namespace === "eip155"
  const lines = [
    `${fields.domain} wants you to sign in with your ${ACCOUNT_WORD[namespace] ?? namespace} account:`,
    evm ? evmAccount(fields.accountAddress) : fields.accountAddress,
    "",
    ...(fields.statement === undefined ? [] : [fields.statement]),
    "",
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${evm ? fields.chainId.slice(at + 1) : fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime === undefined ? [] : [`Expiration Time: ${fields.expirationTime}`]),
    ...(fields.notBefore === undefined ? [] : [`Not Before: ${fields.notBefore}`]),
    ...(fields.requestId === undefined ? [] : [`Request ID: ${fields.requestId}`]),
    ...(fields.resources === undefined ? [] : ["Resources:", ...fields.resources.map((resource) => `- ${resource}`)])
  ]
  return lines.join("\n")
}

/** The message of any fields: written once they hold to the grammar, else the rule the first bad one breaks. */
export const siwxMessageText = (data: unknown): Either.Either<string, SiwxMessageInvalid> =>
  Either.map(decodeSiwxMessageFields(data), writeSiwxMessage)

/**
 * The message of fields the caller made itself (a test, a sign-in service's client). A bad field
 * throws SiwxMessageInvalid; the sign-in flow uses `siwxMessageText`, which answers it instead.
 */
export const createSiwxMessage = (data: unknown): string => Either.getOrThrow(siwxMessageText(data))
