/**
 * Social login on the secure site (SPEC §4, WIRE §4.7). GET_SOCIAL_REDIRECT_URI starts a flow for
 * the frame's browser (its device cookie) and the app's origin it came from: a fresh `state` and
 * PKCE verifier, and the provider's authorize URL for the popup. The provider sends the popup back
 * to the site's callback with `code` and `state`; the site exchanges the code (with the verifier)
 * and makes a one-time result URI, which the callback page posts to the app's origin only. The
 * app sends it back with CONNECT_SOCIAL (or GET_USER's `socialUri`) from the same browser and
 * origin, once, within 5 minutes; anything else is refused.
 *
 * Inside a Telegram mini app there is no popup (WIRE §4.7, 5): the app appends
 * `--<its page's address>` to the authorize URL's `state`, and the provider echoes it. The
 * callback then sends the page itself back to that address with `result_uri`, but only when the
 * address is on the app origin that started the flow: the site never sends a result elsewhere.
 */
import { randomBytes } from "node:crypto"
import { Either } from "effect"
import type { SocialProvider } from "../../../schemas/Forms.js"
import { AuthorizationResponse, decodeParams } from "../../sign-in-provider/OAuthMessages.js"
import { codeChallengeOf, makeCodeVerifier } from "../../sign-in-provider/pkce.js"
import { SiteError } from "../SiteError.js"
import { exchangeCode } from "./exchangeCode.js"

export const SOCIAL_CALLBACK_PATH = "/social/callback"
export const SOCIAL_RESULT_PATH = "/social/result"

/** What the app puts between the site's `state` and its page's address (WIRE §4.7, 5). */
const RETURN_MARK = "--"
/** The query parameter the app reads its result from on the way back (SPEC §2). */
export const RESULT_URI_PARAM = "result_uri"

const FLOW_LIFETIME_MS = 10 * 60_000
const RESULT_LIFETIME_MS = 5 * 60_000

export interface SocialSignIn {
  /** The sign-in provider's base URL. */
  readonly url: string
  /** The site's client id there, registered with {@link SOCIAL_CALLBACK_PATH} as its redirect URI. */
  readonly clientId: string
}

interface SocialFlow {
  readonly state: string
  readonly provider: SocialProvider
  readonly device: string
  readonly dappOrigin: string
  readonly codeVerifier: string
  readonly expiresAt: number
}

interface SocialResult {
  readonly provider: SocialProvider
  readonly sub: string
  readonly userName: string
  readonly device: string
  readonly dappOrigin: string
  readonly expiresAt: number
}

export interface SocialAccount {
  readonly provider: SocialProvider
  /** The provider's id of the account. */
  readonly sub: string
  readonly userName: string
}

/** Where a Telegram flow's page goes back to; none for a popup's flow. */
type ReturnTo = { readonly returnTo?: string }

export type CallbackOutcome =
  | ({ readonly kind: "signed-in"; readonly resultUri: string; readonly dappOrigin: string; readonly provider: SocialProvider; readonly userName: string } & ReturnTo)
  | ({ readonly kind: "cancelled"; readonly provider: SocialProvider } & ReturnTo)
  | { readonly kind: "refused"; readonly message: string }

export interface SocialLogin {
  /** The provider's authorize URL of a new flow; the browser's flow before is void from now on. */
  readonly start: (flow: { readonly provider: SocialProvider; readonly device: string; readonly dappOrigin: string }) => string
  /** The callback's query: the code exchanged and a result made, or why not. */
  readonly complete: (params: Record<string, string> | undefined) => Promise<CallbackOutcome>
  /** CONNECT_SOCIAL's `uri`: the account it names, once, for the browser and origin it was made for. */
  readonly redeem: (result: { readonly uri: string; readonly device: string; readonly origin: string }) => SocialAccount
}

const secret = () => randomBytes(24).toString("base64url")
/** A flow's state: hex, so the app's `--` after it is never part of it. */
const flowState = () => randomBytes(16).toString("hex")

/** The flow's own state and, after the app's mark, the raw address to go back to (WIRE §4.7, 5). */
const splitState = (state: string): { readonly key: string; readonly returnTo?: string } => {
  const at = state.indexOf(RETURN_MARK)
  return at === -1 ? { key: state } : { key: state.slice(0, at), returnTo: state.slice(at + RETURN_MARK.length) }
}

/** The address to go back to, if it is an http(s) URL on the app origin that started the flow. */
const checkedReturn = (returnTo: string, dappOrigin: string): { readonly returnTo: string } | { readonly refused: string } => {
  let url: URL
  try {
    url = new URL(returnTo)
  } catch {
    return { refused: "The address to return to is not a URL" }
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== dappOrigin) {
    return { refused: "The address to return to is not the app's that started this sign-in" }
  }
  return { returnTo: url.href }
}

/** The app's page with the result, where a Telegram flow's browser goes back to. */
export const returnAddress = (returnTo: string, resultUri: string | undefined): string => {
  const url = new URL(returnTo)
  if (resultUri !== undefined) url.searchParams.set(RESULT_URI_PARAM, resultUri)
  return url.href
}

export const makeSocialLogin = (signIn: SocialSignIn, siteUrl: () => string, now: () => number): SocialLogin => {
  const flows = new Map<string, SocialFlow>()
  const results = new Map<string, SocialResult>()
  const callbackUrl = () => `${siteUrl()}${SOCIAL_CALLBACK_PATH}`

  const sweep = () => {
    const time = now()
    for (const [state, flow] of flows) if (flow.expiresAt <= time) flows.delete(state)
    for (const [id, result] of results) if (result.expiresAt <= time) results.delete(id)
  }

  return {
    start: ({ provider, device, dappOrigin }) => {
      sweep()
      for (const [state, flow] of flows) if (flow.device === device) flows.delete(state)
      const flow: SocialFlow = { state: flowState(), provider, device, dappOrigin, codeVerifier: makeCodeVerifier(), expiresAt: now() + FLOW_LIFETIME_MS }
      flows.set(flow.state, flow)
      const uri = new URL(`/${provider}/authorize`, signIn.url)
      uri.search = new URLSearchParams({
        response_type: "code",
        client_id: signIn.clientId,
        redirect_uri: callbackUrl(),
        scope: "profile",
        state: flow.state,
        code_challenge: codeChallengeOf(flow.codeVerifier),
        code_challenge_method: "S256"
      }).toString()
      return uri.href
    },
    complete: async (params) => {
      sweep()
      const response = decodeParams(AuthorizationResponse, params ?? {})
      if (Either.isLeft(response)) return { kind: "refused", message: "This is not a sign-in answer" }
      const { key, returnTo } = splitState(response.right.state)
      const flow = flows.get(key)
      // One answer per flow: a state unknown, expired or answered before is refused.
      if (flow === undefined) return { kind: "refused", message: "This sign-in is unknown, expired or already answered" }
      flows.delete(flow.state)
      const back: ReturnTo | { readonly refused: string } = returnTo === undefined ? {} : checkedReturn(returnTo, flow.dappOrigin)
      if ("refused" in back) return { kind: "refused", message: back.refused }
      if ("error" in response.right) return { kind: "cancelled", provider: flow.provider, ...back }
      try {
        const account = await exchangeCode({
          providerUrl: signIn.url,
          provider: flow.provider,
          clientId: signIn.clientId,
          redirectUri: callbackUrl(),
          code: response.right.code,
          codeVerifier: flow.codeVerifier
        })
        const id = secret()
        results.set(id, { provider: flow.provider, sub: account.sub, userName: account.preferred_username, device: flow.device, dappOrigin: flow.dappOrigin, expiresAt: now() + RESULT_LIFETIME_MS })
        const resultUri = new URL(SOCIAL_RESULT_PATH, siteUrl())
        resultUri.searchParams.set("id", id)
        return { kind: "signed-in", resultUri: resultUri.href, dappOrigin: flow.dappOrigin, provider: flow.provider, userName: account.preferred_username, ...back }
      } catch (error) {
        return { kind: "refused", message: error instanceof Error ? error.message : String(error) }
      }
    },
    redeem: ({ uri, device, origin }) => {
      sweep()
      let url: URL
      try {
        url = new URL(uri)
      } catch {
        throw new SiteError("The social login result is not a URI")
      }
      const id = url.searchParams.get("id") ?? ""
      const result = url.origin === new URL(siteUrl()).origin && url.pathname === SOCIAL_RESULT_PATH ? results.get(id) : undefined
      if (result === undefined) throw new SiteError("The social login result is unknown, expired or already used")
      // Used up by any try: a result caught by another page is worth nothing to it, nor after.
      results.delete(id)
      if (result.device !== device || result.dappOrigin !== origin) throw new SiteError("The social login result belongs to another browser or app")
      return { provider: result.provider, sub: result.sub, userName: result.userName }
    }
  }
}
