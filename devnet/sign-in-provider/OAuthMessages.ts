/**
 * The OAuth 2.0 messages (RFC 6749 §4.1, RFC 7636) between the secure site and the sign-in
 * provider, decoded with Schema on whichever side receives them: the authorization request, the
 * consent form, the token request and its answer, and the account the access token names.
 */
import { Either, ParseResult, Schema } from "effect"
import { SocialProvider } from "../../schemas/Forms.js"
import { CODE_CHALLENGE_PATTERN, CODE_VERIFIER_PATTERN } from "./pkce.js"

const Filled = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(2048))

/** A name a person signs in as: letters, digits, `.`, `_` and `-`, at most 32, no `@` or `:`. */
export const AccountName = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/)).annotations({
  identifier: "AccountName",
  message: () => "An account name is 1 to 32 letters, digits, '.', '_' or '-'"
})

export const AuthorizeQuery = Schema.Struct({
  response_type: Schema.Literal("code"),
  client_id: Filled,
  redirect_uri: Filled,
  state: Filled.pipe(Schema.maxLength(512)),
  code_challenge: Schema.String.pipe(Schema.pattern(CODE_CHALLENGE_PATTERN)),
  // S256 only: `plain` would hand the verifier to anyone who sees the request.
  code_challenge_method: Schema.Literal("S256"),
  scope: Schema.optional(Schema.String)
}).annotations({ identifier: "AuthorizeQuery" })
export type AuthorizeQuery = typeof AuthorizeQuery.Type

/** What comes back to the redirect URI (RFC 6749 §4.1.2): a code, or why there is none. */
export const AuthorizationResponse = Schema.Union(
  Schema.Struct({ code: Filled, state: Filled }),
  Schema.Struct({ error: Filled, error_description: Schema.optional(Schema.String), state: Filled })
).annotations({ identifier: "AuthorizationResponse" })
export type AuthorizationResponse = typeof AuthorizationResponse.Type

/** The consent page's form: which pending request, the button clicked, the account typed. */
export const ConsentForm = Schema.Struct({
  request: Filled,
  decision: Schema.Literal("allow", "cancel"),
  account: Schema.optional(Schema.String)
}).annotations({ identifier: "ConsentForm" })

export const TokenRequest = Schema.Struct({
  grant_type: Schema.Literal("authorization_code"),
  code: Filled,
  redirect_uri: Filled,
  client_id: Filled,
  code_verifier: Schema.String.pipe(Schema.pattern(CODE_VERIFIER_PATTERN))
}).annotations({ identifier: "TokenRequest" })
export type TokenRequest = typeof TokenRequest.Type

export const TokenResponse = Schema.Struct({
  access_token: Filled,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Number,
  scope: Schema.optional(Schema.String)
}).annotations({ identifier: "TokenResponse" })
export type TokenResponse = typeof TokenResponse.Type

/** RFC 6749 §5.2. */
export const OAuthErrorBody = Schema.Struct({
  error: Schema.String,
  error_description: Schema.optional(Schema.String)
}).annotations({ identifier: "OAuthErrorBody" })
export type OAuthErrorBody = typeof OAuthErrorBody.Type

/** The account an access token names (OpenID Connect's userinfo claims). */
export const UserInfo = Schema.Struct({
  sub: Filled,
  preferred_username: AccountName,
  provider: SocialProvider
}).annotations({ identifier: "UserInfo" })
export type UserInfo = typeof UserInfo.Type

/** The parameters of a query or form, or undefined when one is given twice (RFC 6749 §3.1). */
export const singleParams = (params: URLSearchParams): Record<string, string> | undefined => {
  const entries = [...params]
  const record = Object.fromEntries(entries)
  return Object.keys(record).length === entries.length ? record : undefined
}

/** `input` decoded, or the reason it is refused in a sentence. */
export const decodeParams = <A, I>(schema: Schema.Schema<A, I>, input: unknown): Either.Either<A, string> =>
  Schema.decodeUnknownEither(schema, { onExcessProperty: "ignore" })(input).pipe(
    Either.mapLeft((error) => ParseResult.TreeFormatter.formatErrorSync(error))
  )
