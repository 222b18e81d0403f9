import { Clock, Effect, Either } from "effect"
import type { Address, Hex } from "viem"
import type { SiwxSession } from "../../schemas/Siwx.js"
import { SignMessageFailed } from "../errors/AccountErrors.js"
import { siwxMessageText } from "./eip4361/createSiwxMessage.js"
import { parseSiweMessage, type SiweFields } from "./eip4361/parseSiweMessage.js"
import { rememberConfirmed } from "./confirmedSessions.js"
import { instantOf, isSessionCurrent } from "./storedSessions.js"
import { verifyEvmSignature } from "./verifyEvmSignature.js"
import { verifySolanaSignature } from "./verifySolanaSignature.js"

/** The EVM message says what the session's data says (dates compared as instants). */
const sameFields = (fields: SiweFields, session: SiwxSession): boolean => {
  const { data } = session
  const sameInstant = (a: string | undefined, b: string | undefined) => instantOf(a) === instantOf(b)
  return (
    fields.address.toLowerCase() === data.accountAddress.toLowerCase() &&
    `eip155:${fields.chainId}` === data.chainId &&
    fields.domain === data.domain &&
    fields.uri === data.uri &&
    fields.nonce === data.nonce &&
    (fields.statement ?? "") === (data.statement ?? "") &&
    sameInstant(fields.issuedAt, data.issuedAt ?? fields.issuedAt) &&
    sameInstant(fields.expirationTime, data.expirationTime) &&
    sameInstant(fields.notBefore, data.notBefore) &&
    fields.requestId === data.requestId &&
    JSON.stringify(fields.resources ?? []) === JSON.stringify(data.resources ?? [])
  )
}

/**
 * The account that signed the session's message, once the message is the one its data describes
 * (on EVM a strict EIP-4361 parse, elsewhere Doorway's layout of valid fields); else why not.
 * Needs no chain: reading stored sessions back uses it too.
 */
export const signerOf = (session: SiwxSession): Either.Either<string, string> => {
  if (session.data.chainId.startsWith("eip155:")) {
    const fields = parseSiweMessage(session.message)
    if (Either.isLeft(fields)) return Either.left(`the message is not EIP-4361: ${fields.left.reason}`)
    return sameFields(fields.right, session) ? Either.right(fields.right.address) : Either.left("the message does not match the session")
  }
  const text = siwxMessageText(session.data)
  if (Either.isLeft(text)) return Either.left(`the session's fields make no message: ${text.left.reason}`)
  return text.right === session.message ? Either.right(session.data.accountAddress) : Either.left("the message does not match the session")
}

const fail = (cause: string) => Effect.fail(new SignMessageFailed({ cause }))

/**
 * Checks a sign-in session before it is kept (SPEC §4): its message is the one its data describes
 * (signerOf), it is in force now, and its signature is the account's (EVM: the key or an ERC-1271
 * contract, through the chain; Solana: Ed25519). Bitcoin's BIP-322 signatures are checked by a
 * verifying server, not here. Any failure is SignMessageFailed ('Error signing message') with the
 * reason as its cause.
 */
export const verifySiwxSession = (session: SiwxSession) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    if (!isSessionCurrent(session, now)) return yield* fail("the message is not in force (expired, or not yet valid)")
    const signer = signerOf(session)
    if (Either.isLeft(signer)) return yield* fail(signer.left)
    const namespace = session.data.chainId.split(":")[0]
    if (namespace === "eip155") {
      const valid = yield* verifyEvmSignature({
        network: session.data.chainId,
        address: signer.right as Address,
        message: session.message,
        signature: session.signature as Hex
      }).pipe(Effect.mapError((cause) => new SignMessageFailed({ cause })))
      if (!valid) return yield* fail("the signature is not the account's")
      rememberConfirmed(session)
      return
    }
    if (namespace === "solana") {
      if (!verifySolanaSignature({ address: signer.right, message: session.message, signature: session.signature })) {
        return yield* fail("the signature is not the account's")
      }
      return
    }
    return yield* fail(`no verifier for ${namespace ?? "this"} signatures here: they need a verifying server`)
  }).pipe(Effect.withSpan("siwx.verifySiwxSession"))
