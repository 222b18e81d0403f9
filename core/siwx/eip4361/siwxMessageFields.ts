import { Data, Either, ParseResult, Schema } from "effect"
import { checksumAddress } from "viem"
import { CaipNetworkId } from "../../../schemas/Caip.js"
import { ACCOUNT_PLACEHOLDER } from "../../../schemas/Siwx.js"
import { NONCE, REQUEST_ID, STATEMENT, isAuthority, isDateTime, isUri } from "./grammar.js"

/** Why sign-in fields cannot make a message: the first field that breaks EIP-4361's grammar. */
export class SiwxMessageInvalid extends Data.TaggedError("SiwxMessageInvalid")<{ readonly reason: string }> {}

/** A string field that holds to one rule of the grammar; `what` names the rule in the refusal. */
const ruled = (holds: (text: string) => boolean, what: string) =>
  Schema.String.pipe(Schema.filter(holds, { message: () => what }))

const Domain = ruled((text) => text !== "" && isAuthority(text), "not an RFC 3986 authority")
const Uri = ruled(isUri, "not an RFC 3986 URI")
const DateTime = ruled(isDateTime, "not an RFC 3339 date-time that exists")
/** The statement is one line of the message: at least one character, no line break. */
const Statement = ruled((text) => STATEMENT.test(text), "not one line of the allowed characters")
const Nonce = ruled((text) => NONCE.test(text), "not at least 8 letters and digits")
const RequestId = ruled((text) => REQUEST_ID.test(text), "not URI path characters")

/** Absent, or present and valid: an explicit `undefined` is not a value. */
const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const LOWERCASE_ADDRESS = /^0x[0-9a-f]{40}$/
/** Solana (base58) and Bitcoin (base58, bech32) addresses are letters and digits. */
const OTHER_ADDRESS = /^[A-Za-z0-9]+$/

/**
 * The account as its family writes it, or the placeholder of an account not known yet (WIRE §4.3):
 * on EVM an EIP-55 checksummed or all-lowercase address (the message writes its checksum; any other
 * mix of cases is a mistyped one), elsewhere letters and digits.
 */
const accountFault = (address: string, chainId: string): string | undefined => {
  if (address === ACCOUNT_PLACEHOLDER) return undefined
  if (chainId.startsWith("eip155:")) {
    const valid = EVM_ADDRESS.test(address) && (LOWERCASE_ADDRESS.test(address) || checksumAddress(address as `0x${string}`) === address)
    return valid ? undefined : "accountAddress: not an EIP-55 or lowercase EVM address"
  }
  return OTHER_ADDRESS.test(address) ? undefined : "accountAddress: not letters and digits"
}

/** An EVM message's Chain ID line is the network's decimal reference. */
const chainFault = (chainId: string): string | undefined =>
  chainId.startsWith("eip155:") && !/^eip155:[0-9]+$/.test(chainId) ? "chainId: an EVM network's reference is not decimal" : undefined

/**
 * The fields of a sign-in message (SPEC §3) as EIP-4361 and CAIP-122 allow them, each by the
 * grammar's rule (grammar.ts): the domain an authority, the URI and every resource RFC 3986 URIs,
 * version exactly "1", a nonce of at least 8 letters and digits, the statement one line, and the
 * times RFC 3339 date-times of days that exist. Nothing is rewritten: a field that breaks its rule
 * is refused, never corrected. Only these make a message (writeSiwxMessage).
 */
export const SiwxMessageFields = Schema.Struct({
  accountAddress: Schema.String,
  chainId: CaipNetworkId,
  domain: Domain,
  uri: Uri,
  version: Schema.Literal("1"),
  nonce: Nonce,
  issuedAt: DateTime,
  statement: optional(Statement),
  expirationTime: optional(DateTime),
  notBefore: optional(DateTime),
  requestId: optional(RequestId),
  resources: optional(Schema.Array(Uri))
}).pipe(
  Schema.filter((fields) => accountFault(fields.accountAddress, fields.chainId) ?? chainFault(fields.chainId) ?? true),
  Schema.brand("SiwxMessageFields")
)
export type SiwxMessageFields = typeof SiwxMessageFields.Type

/** The first issue of a refusal as `field: rule`. */
const reasonOf = (error: ParseResult.ParseError): string => {
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error)
  if (issue === undefined) return "the fields are not a sign-in message's"
  return issue.path.length === 0 ? issue.message : `${issue.path.map(String).join(".")}: ${issue.message}`
}

const decode = Schema.decodeUnknownEither(SiwxMessageFields, { onExcessProperty: "ignore" })

/** Sign-in fields from anything (a host's answer, stored data): valid ones, or the rule the first bad field breaks. */
export const decodeSiwxMessageFields = (input: unknown): Either.Either<SiwxMessageFields, SiwxMessageInvalid> =>
  Either.mapLeft(decode(input), (error) => new SiwxMessageInvalid({ reason: reasonOf(error) }))
