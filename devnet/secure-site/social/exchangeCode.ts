/**
 * The secure site's half of the code exchange (RFC 6749 §4.1.3, RFC 7636 §4.5): the code and the
 * PKCE verifier go to the provider's token endpoint over HTTP, the access token to its userinfo
 * endpoint; both answers are decoded, and any refusal becomes the site's error with the reason.
 */
import { Either } from "effect"
import type { SocialProvider } from "../../../schemas/Forms.js"
import { decodeParams, OAuthErrorBody, TokenResponse, UserInfo } from "../../sign-in-provider/OAuthMessages.js"
import { SiteError } from "../SiteError.js"

export interface CodeExchange {
  readonly providerUrl: string
  readonly provider: SocialProvider
  readonly clientId: string
  readonly redirectUri: string
  readonly code: string
  readonly codeVerifier: string
}

const bodyOf = async (response: Response): Promise<unknown> => response.json().catch(() => undefined)

export const exchangeCode = async (exchange: CodeExchange): Promise<UserInfo> => {
  const base = `${exchange.providerUrl}/${exchange.provider}`
  const tokenResponse = await fetch(`${base}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      client_id: exchange.clientId,
      code_verifier: exchange.codeVerifier
    })
  })
  const tokenBody = await bodyOf(tokenResponse)
  if (!tokenResponse.ok) {
    const refusal = decodeParams(OAuthErrorBody, tokenBody)
    const reason = Either.isRight(refusal) ? `${refusal.right.error}${refusal.right.error_description === undefined ? "" : `: ${refusal.right.error_description}`}` : `HTTP status code: ${tokenResponse.status}`
    throw new SiteError(`The sign-in provider refused the code (${reason})`)
  }
  const token = decodeParams(TokenResponse, tokenBody)
  if (Either.isLeft(token)) throw new SiteError(`The sign-in provider's token answer is not valid: ${token.left}`)

  const infoResponse = await fetch(`${base}/userinfo`, { headers: { authorization: `Bearer ${token.right.access_token}`, accept: "application/json" } })
  const info = decodeParams(UserInfo, await bodyOf(infoResponse))
  if (!infoResponse.ok || Either.isLeft(info)) throw new SiteError(`The sign-in provider did not say who signed in (HTTP status code: ${infoResponse.status})`)
  if (info.right.provider !== exchange.provider) throw new SiteError("The sign-in provider answered for another provider")
  return info.right
}
