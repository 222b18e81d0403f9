import { Effect, Either, Schema } from "effect"
import { getAddress } from "viem"
import { Cacao } from "../../../schemas/Siwx.js"
import type { SiwxSession } from "../../../schemas/Siwx.js"
import { SignMessageFailed } from "../../errors/AccountErrors.js"
import { parseSiweMessage } from "../eip4361/parseSiweMessage.js"
import { instantOf } from "../storedSessions.js"
import { verifySiwxSession } from "../verifySiwxSession.js"
import type { AuthenticateRequest, SignedCacao } from "./oneClickRequest.js"

/** An EVM issuer: `did:pkh:eip155:<chain>:<address>` (CAIP-10 behind did:pkh). */
const EVM_ISSUER = /^did:pkh:eip155:(\d+):(0x[0-9a-fA-F]{40})$/

const fail = (cause: string) => Effect.fail(new SignMessageFailed({ cause }))

const sameInstant = (a: string | undefined, b: string | undefined) => instantOf(a) === instantOf(b)
const sameList = (a: ReadonlyArray<string> | undefined, b: ReadonlyArray<string> | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? [])

/**
 * A sign-in session (SPEC §3: data, message, signature and its cacao) from one answer of one-click
 * auth, once it holds: the cacao decodes and is an EVM issuer's on a chain that was asked; the
 * signed text is a strict EIP-4361 message that says what the cacao's payload says (address and
 * chain of its issuer, domain, URI as `aud`, nonce, issued-at, expiry, not-before, request id,
 * resources; the statement is the one asked, to which the SDK adds the methods the wallet
 * granted); the payload answers the request (domain, URI, nonce); and then the session verifies as
 * any other (in force now, its signature the account's through viem). Anything else is
 * SignMessageFailed ('Error signing message') with the reason as its cause.
 */
export const sessionOfCacao = (signed: SignedCacao, request: AuthenticateRequest) =>
  Effect.gen(function* () {
    const decoded = Schema.decodeUnknownEither(Cacao)(signed.cacao)
    if (Either.isLeft(decoded)) return yield* fail("the cacao is not CAIP-74")
    const cacao = decoded.right
    const { p: payload } = cacao
    const issuer = EVM_ISSUER.exec(payload.iss)
    if (issuer === null) return yield* fail(`the cacao's issuer is not an EVM account: ${payload.iss}`)
    const chainId = request.chains.find((asked) => asked === `eip155:${issuer[1]}`)
    const address = getAddress(issuer[2] as string)
    if (chainId === undefined) return yield* fail(`the cacao is for eip155:${issuer[1]}, which was not asked`)
    if (payload.domain !== request.domain || payload.aud !== request.uri || payload.nonce !== request.nonce) {
      return yield* fail("the cacao does not answer the request (domain, URI or nonce)")
    }

    const parsed = parseSiweMessage(signed.message)
    if (Either.isLeft(parsed)) return yield* fail(`the signed text is not EIP-4361: ${parsed.left.reason}`)
    const fields = parsed.right
    const asked = payload.statement ?? ""
    const statementHolds = asked === "" || fields.statement === asked || (fields.statement ?? "").startsWith(`${asked} `)
    const matches =
      fields.address.toLowerCase() === address.toLowerCase() &&
      `eip155:${fields.chainId}` === chainId &&
      fields.domain === payload.domain &&
      fields.uri === payload.aud &&
      fields.nonce === payload.nonce &&
      fields.version === (payload.version ?? "1") &&
      sameInstant(fields.issuedAt, payload.iat ?? fields.issuedAt) &&
      sameInstant(fields.expirationTime, payload.exp) &&
      sameInstant(fields.notBefore, payload.nbf) &&
      fields.requestId === payload.requestId &&
      sameList(fields.resources, payload.resources) &&
      statementHolds
    if (!matches) return yield* fail("the signed text does not say what the cacao says")

    const session: SiwxSession = {
      data: {
        accountAddress: address,
        chainId,
        domain: fields.domain,
        uri: fields.uri,
        version: fields.version,
        nonce: fields.nonce,
        issuedAt: fields.issuedAt,
        ...(fields.statement === undefined ? {} : { statement: fields.statement }),
        ...(fields.expirationTime === undefined ? {} : { expirationTime: fields.expirationTime }),
        ...(fields.notBefore === undefined ? {} : { notBefore: fields.notBefore }),
        ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
        ...(fields.resources === undefined ? {} : { resources: fields.resources })
      },
      message: signed.message,
      signature: cacao.s.s,
      cacao
    }
    yield* verifySiwxSession(session)
    return session
  }).pipe(Effect.withSpan("siwx.sessionOfCacao"))
