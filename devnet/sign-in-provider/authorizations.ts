/**
 * The provider's side of the authorization code grant with PKCE (RFC 6749 §4.1, RFC 7636): a
 * checked authorization request waits for the person's decision on the consent page; Allow issues
 * a one-time code (60 s) for the account they named, bound to the client, the redirect URI and
 * the PKCE challenge; the token endpoint trades it once for an access token, and a second try
 * with the same code is refused and revokes that token (RFC 6749 §4.1.2).
 */
import { randomBytes } from "node:crypto"
import { Either } from "effect"
import type { SocialProvider } from "../../schemas/Forms.js"
import { AccountName, AuthorizeQuery, ConsentForm, decodeParams, TokenRequest, type OAuthErrorBody, type TokenResponse, type UserInfo } from "./OAuthMessages.js"
import { verifierMatches } from "./pkce.js"

export interface OAuthClient {
  readonly clientId: string
  /** The exact redirect URIs it may be sent back to; any other is refused, never redirected to. */
  readonly redirectUris: ReadonlyArray<string>
}

export interface PendingConsent {
  /** The consent page's hidden field: the only way to answer this request. */
  readonly id: string
  readonly provider: SocialProvider
  readonly clientId: string
  readonly redirectUri: string
  readonly state: string
  readonly codeChallenge: string
  readonly scope: string
  readonly expiresAt: number
}

interface IssuedCode {
  readonly provider: SocialProvider
  readonly clientId: string
  readonly redirectUri: string
  readonly codeChallenge: string
  readonly sub: string
  readonly name: string
  readonly scope: string
  readonly expiresAt: number
  used: boolean
  accessToken: string | undefined
}

interface IssuedToken {
  readonly provider: SocialProvider
  readonly sub: string
  readonly name: string
  readonly expiresAt: number
}

export type AuthorizeOutcome =
  | { readonly kind: "consent"; readonly consent: PendingConsent }
  | { readonly kind: "invalid"; readonly message: string }

export type DecideOutcome =
  | { readonly kind: "redirect"; readonly location: string }
  /** The account name was refused: the same page again, with why. */
  | { readonly kind: "retry"; readonly consent: PendingConsent; readonly account: string; readonly message: string }
  | { readonly kind: "invalid"; readonly message: string }

export type ExchangeOutcome =
  | { readonly status: 200; readonly body: TokenResponse }
  | { readonly status: 400; readonly body: OAuthErrorBody }

export interface Authorizations {
  readonly registerClient: (client: OAuthClient) => void
  /** Checks an authorization request (the query of GET /:provider/authorize). */
  readonly authorize: (provider: SocialProvider, params: Record<string, string> | undefined) => AuthorizeOutcome
  /** The person's click on Allow or Cancel (the consent form's fields). */
  readonly decide: (provider: SocialProvider, form: Record<string, string> | undefined) => DecideOutcome
  /** The token endpoint (its form's fields). */
  readonly exchange: (provider: SocialProvider, form: Record<string, string> | undefined) => ExchangeOutcome
  /** The account an unexpired access token names. */
  readonly userInfo: (provider: SocialProvider, accessToken: string) => UserInfo | undefined
  /** Names signed in with at this provider lately, newest first, for the consent page's list. */
  readonly recentAccounts: (provider: SocialProvider) => ReadonlyArray<string>
}

const CONSENT_LIFETIME_MS = 10 * 60_000
const CODE_LIFETIME_MS = 60_000
const TOKEN_LIFETIME_S = 3600

const secret = () => randomBytes(24).toString("base64url")

/** `location` with `params` added to its query, the redirect URI's own query kept (RFC 6749 §3.1.2). */
const withParams = (location: string, params: Record<string, string>): string => {
  const url = new URL(location)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.href
}

const grantError = (error: string, description: string): ExchangeOutcome => ({ status: 400, body: { error, error_description: description } })

export const makeAuthorizations = (now: () => number = Date.now): Authorizations => {
  const clients = new Map<string, OAuthClient>()
  const consents = new Map<string, PendingConsent>()
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, IssuedToken>()
  const recent = new Map<SocialProvider, Array<string>>()

  const sweep = () => {
    const time = now()
    for (const [id, consent] of consents) if (consent.expiresAt <= time) consents.delete(id)
    // A used code is kept while it lives, so a replay is seen as one.
    for (const [code, issued] of codes) if (issued.expiresAt <= time) codes.delete(code)
    for (const [token, issued] of tokens) if (issued.expiresAt <= time) tokens.delete(token)
  }

  const remember = (provider: SocialProvider, name: string) => {
    const names = [name, ...(recent.get(provider) ?? []).filter((known) => known !== name)].slice(0, 5)
    recent.set(provider, names)
  }

  return {
    registerClient: (client) => {
      clients.set(client.clientId, client)
    },
    authorize: (provider, params) => {
      sweep()
      if (params === undefined) return { kind: "invalid", message: "A parameter is given more than once" }
      // The client and its redirect URI first: until both are known good, nothing is sent back to it.
      const client = clients.get(params["client_id"] ?? "")
      if (client === undefined) return { kind: "invalid", message: "Unknown client_id" }
      if (!client.redirectUris.includes(params["redirect_uri"] ?? "")) return { kind: "invalid", message: "redirect_uri is not registered for this client" }
      const request = decodeParams(AuthorizeQuery, params)
      if (Either.isLeft(request)) return { kind: "invalid", message: request.left }
      const consent: PendingConsent = {
        id: secret(),
        provider,
        clientId: client.clientId,
        redirectUri: request.right.redirect_uri,
        state: request.right.state,
        codeChallenge: request.right.code_challenge,
        scope: request.right.scope ?? "profile",
        expiresAt: now() + CONSENT_LIFETIME_MS
      }
      consents.set(consent.id, consent)
      return { kind: "consent", consent }
    },
    decide: (provider, fields) => {
      sweep()
      const form = decodeParams(ConsentForm, fields ?? {})
      if (Either.isLeft(form)) return { kind: "invalid", message: form.left }
      const consent = consents.get(form.right.request)
      if (consent === undefined || consent.provider !== provider) {
        return { kind: "invalid", message: "This sign-in request is unknown, answered or expired" }
      }
      if (form.right.decision === "cancel") {
        consents.delete(consent.id)
        return { kind: "redirect", location: withParams(consent.redirectUri, { error: "access_denied", state: consent.state }) }
      }
      const typed = (form.right.account ?? "").trim()
      const account = decodeParams(AccountName, typed)
      if (Either.isLeft(account)) return { kind: "retry", consent, account: typed, message: "An account name is 1 to 32 letters, digits, '.', '_' or '-'" }
      consents.delete(consent.id)
      const code = secret()
      codes.set(code, {
        provider,
        clientId: consent.clientId,
        redirectUri: consent.redirectUri,
        codeChallenge: consent.codeChallenge,
        // One account per name whatever its case; the name is kept as typed.
        sub: account.right.toLowerCase(),
        name: account.right,
        scope: consent.scope,
        expiresAt: now() + CODE_LIFETIME_MS,
        used: false,
        accessToken: undefined
      })
      remember(provider, account.right)
      return { kind: "redirect", location: withParams(consent.redirectUri, { code, state: consent.state }) }
    },
    exchange: (provider, fields) => {
      sweep()
      const form = decodeParams(TokenRequest, fields ?? {})
      if (Either.isLeft(form)) return grantError("invalid_request", form.left)
      const { code, client_id, redirect_uri, code_verifier } = form.right
      const issued = codes.get(code)
      if (issued === undefined || issued.provider !== provider) return grantError("invalid_grant", "The code is unknown or expired")
      if (issued.used) {
        // A replayed code: whoever holds its token may not be who it was meant for.
        if (issued.accessToken !== undefined) tokens.delete(issued.accessToken)
        issued.accessToken = undefined
        return grantError("invalid_grant", "The code was already used")
      }
      // Any try with a known code uses it up, so a verifier cannot be guessed at.
      issued.used = true
      if (issued.clientId !== client_id) return grantError("invalid_grant", "The code was issued to another client")
      if (issued.redirectUri !== redirect_uri) return grantError("invalid_grant", "redirect_uri does not match the authorization request")
      if (!verifierMatches(code_verifier, issued.codeChallenge)) return grantError("invalid_grant", "code_verifier does not match the code_challenge")
      const accessToken = secret()
      issued.accessToken = accessToken
      tokens.set(accessToken, { provider, sub: issued.sub, name: issued.name, expiresAt: now() + TOKEN_LIFETIME_S * 1000 })
      return { status: 200, body: { access_token: accessToken, token_type: "Bearer", expires_in: TOKEN_LIFETIME_S, scope: issued.scope } }
    },
    userInfo: (provider, accessToken) => {
      sweep()
      const issued = tokens.get(accessToken)
      if (issued === undefined || issued.provider !== provider) return undefined
      return { sub: issued.sub, preferred_username: issued.name, provider }
    },
    recentAccounts: (provider) => recent.get(provider) ?? []
  }
}
