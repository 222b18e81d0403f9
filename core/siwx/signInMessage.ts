import { Clock, Effect, Either } from "effect"
import { ACCOUNT_PLACEHOLDER } from "../../schemas/Siwx.js"
import type { SiwxMessageData } from "../../schemas/Siwx.js"
import type { SiwxMessageInput } from "../config/AppKitOptions.js"
import { SignMessageFailed } from "../errors/AccountErrors.js"
import { writeSiwxMessage } from "./eip4361/createSiwxMessage.js"
import { decodeSiwxMessageFields } from "./eip4361/siwxMessageFields.js"
import type { SiwxMessageFields } from "./eip4361/siwxMessageFields.js"

/** A sign-in message ready to sign: its fields and its text. */
export interface SignInMessage {
  readonly data: SiwxMessageData
  readonly message: string
}

const FIELDS = [
  "accountAddress",
  "chainId",
  "domain",
  "uri",
  "version",
  "nonce",
  "issuedAt",
  "statement",
  "expirationTime",
  "notBefore",
  "requestId",
  "resources"
] as const

const refuse = (reason: string) => Effect.fail(new SignMessageFailed({ cause: `The sign-in store's message is refused: ${reason}` }))

/**
 * The text of valid fields in Doorway's layout. A message for the placeholder account (one-click
 * auth, where only its fields are sent) has no text: the wallet's SDK writes it.
 */
export const layoutOf = (fields: SiwxMessageFields): string => (fields.accountAddress === ACCOUNT_PLACEHOLDER ? "" : writeSiwxMessage(fields))

/** The host's own text for its message: `serializedMessage`, or its own `toString`; none when it leaves the text to Doorway. */
const hostText = (answer: object): Either.Either<string | undefined, string> => {
  const { serializedMessage } = answer as { readonly serializedMessage?: unknown }
  if (serializedMessage !== undefined) {
    return typeof serializedMessage === "string" ? Either.right(serializedMessage) : Either.left("serializedMessage: not a string")
  }
  if (Object.prototype.hasOwnProperty.call(answer, "toString") || Object.getPrototypeOf(answer) !== Object.prototype) {
    const text = String(answer)
    if (text !== "[object Object]") return Either.right(text)
  }
  return Either.right(undefined)
}

/**
 * A sign-in store's answer to `createMessage` as the message to sign (SPEC §4): its fields decoded
 * by EIP-4361's grammar (siwxMessageFields.ts) and for the account and network asked. A field
 * that breaks its rule is SignMessageFailed ('Error signing message'): nothing is signed, and no
 * field is ever corrected into the text. Without an issued-at time the message is issued now.
 * The text is the store's own when it has one, else Doorway's layout of the valid fields.
 */
export const signInMessageOf = (asked: SiwxMessageInput, answer: unknown): Effect.Effect<SignInMessage, SignMessageFailed> =>
  Effect.gen(function* () {
    if (typeof answer !== "object" || answer === null) return yield* refuse("the answer is not an object")
    const given = answer as Readonly<Record<string, unknown>>
    const present = Object.fromEntries(FIELDS.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]))
    const issuedNow = present["issuedAt"] === undefined
    const issuedAt = issuedNow ? new Date(yield* Clock.currentTimeMillis).toISOString() : present["issuedAt"]
    const decoded = decodeSiwxMessageFields({ ...present, issuedAt })
    if (Either.isLeft(decoded)) return yield* refuse(decoded.left.reason)
    const fields = decoded.right
    if (fields.accountAddress.toLowerCase() !== asked.accountAddress.toLowerCase()) return yield* refuse("accountAddress: not the account asked")
    if (fields.chainId !== asked.chainId) return yield* refuse("chainId: not the network asked")
    const text = hostText(answer)
    if (Either.isLeft(text)) return yield* refuse(text.left)
    if (text.right === undefined) return { data: fields, message: layoutOf(fields) }
    // The store's own text: the issued-at time Doorway would have added is not in it.
    const { issuedAt: _added, ...withoutIssuedAt } = fields
    return { data: issuedNow ? withoutIssuedAt : fields, message: text.right }
  })
