/**
 * The provider's authorization code grant with PKCE (RFC 6749 §4.1, RFC 7636), without a server:
 * which requests get a consent page, what Allow and Cancel send back, and which code exchanges
 * are refused. The clock is a variable, so the code's 60 s are passed without waiting.
 */
import { describe, expect, it } from "vitest"
import { makeAuthorizations, type PendingConsent } from "../../../devnet/sign-in-provider/authorizations.js"
import { codeChallengeOf, makeCodeVerifier } from "../../../devnet/sign-in-provider/pkce.js"

const REDIRECT = "http://127.0.0.1:4000/social/callback"

const setup = () => {
  let time = 1_700_000_000_000
  const authorizations = makeAuthorizations(() => time)
  authorizations.registerClient({ clientId: "site", redirectUris: [REDIRECT] })
  const verifier = makeCodeVerifier()
  const request = {
    response_type: "code",
    client_id: "site",
    redirect_uri: REDIRECT,
    state: "state-1",
    code_challenge: codeChallengeOf(verifier),
    code_challenge_method: "S256"
  }
  const consent = (params: Record<string, string> = request): PendingConsent => {
    const outcome = authorizations.authorize("google", params)
    if (outcome.kind !== "consent") throw new Error(outcome.message)
    return outcome.consent
  }
  /** Allow as `account`: the code in the redirect. */
  const allow = (account = "alice"): string => {
    const outcome = authorizations.decide("google", { request: consent().id, decision: "allow", account })
    if (outcome.kind !== "redirect") throw new Error(outcome.kind)
    return new URL(outcome.location).searchParams.get("code") ?? ""
  }
  const exchange = (code: string, fields: Record<string, string> = {}) =>
    authorizations.exchange("google", { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "site", code_verifier: verifier, ...fields })
  return { authorizations, request, consent, allow, exchange, advance: (ms: number) => (time += ms) }
}

describe("authorization requests", () => {
  it.each([
    ["an unknown client", { client_id: "other" }, "Unknown client_id"],
    ["an unregistered redirect URI", { redirect_uri: "http://127.0.0.1:4000/elsewhere" }, "redirect_uri is not registered for this client"],
    ["no state", { state: "" }, "state"],
    ["no PKCE challenge", { code_challenge: "" }, "code_challenge"],
    ["the plain PKCE method", { code_challenge_method: "plain" }, "code_challenge_method"],
    ["another response type", { response_type: "token" }, "response_type"]
  ])("refuses %s without sending anything back", (_, change, reason) => {
    const { authorizations, request } = setup()
    const outcome = authorizations.authorize("google", { ...request, ...change })
    expect(outcome).toMatchObject({ kind: "invalid", message: expect.stringContaining(reason) })
  })

  it("refuses a parameter given twice", () => {
    expect(setup().authorizations.authorize("google", undefined)).toMatchObject({ kind: "invalid" })
  })
})

describe("the consent", () => {
  it("Allow sends a code and the state back to the redirect URI, its own query kept", () => {
    const { authorizations, request, consent } = setup()
    authorizations.registerClient({ clientId: "site", redirectUris: [`${REDIRECT}?from=site`] })
    const pending = consent({ ...request, redirect_uri: `${REDIRECT}?from=site` })
    const outcome = authorizations.decide("google", { request: pending.id, decision: "allow", account: "alice" })
    const location = new URL(outcome.kind === "redirect" ? outcome.location : "")
    expect(Object.fromEntries(location.searchParams)).toEqual({ from: "site", code: expect.stringMatching(/^[\w-]{32}$/), state: "state-1" })
  })

  it("Cancel sends access_denied and the state, and ends the request", () => {
    const { authorizations, consent } = setup()
    const pending = consent()
    const outcome = authorizations.decide("google", { request: pending.id, decision: "cancel" })
    expect(outcome).toEqual({ kind: "redirect", location: `${REDIRECT}?error=access_denied&state=state-1` })
    expect(authorizations.decide("google", { request: pending.id, decision: "allow", account: "alice" })).toMatchObject({ kind: "invalid" })
  })

  it("a name it cannot take shows the page again, the request still open", () => {
    const { authorizations, consent } = setup()
    const pending = consent()
    expect(authorizations.decide("google", { request: pending.id, decision: "allow", account: "al ice@x" })).toMatchObject({ kind: "retry", account: "al ice@x" })
    expect(authorizations.decide("google", { request: pending.id, decision: "allow", account: "alice" })).toMatchObject({ kind: "redirect" })
  })

  it("only the pending request's id answers it, at its own provider", () => {
    const { authorizations, consent } = setup()
    const pending = consent()
    expect(authorizations.decide("google", { request: "guessed", decision: "allow", account: "alice" })).toMatchObject({ kind: "invalid" })
    expect(authorizations.decide("github", { request: pending.id, decision: "allow", account: "alice" })).toMatchObject({ kind: "invalid" })
  })
})

describe("the code exchange", () => {
  it("the code and its verifier give an access token naming the account", () => {
    const { authorizations, allow, exchange } = setup()
    const outcome = exchange(allow("Alice"))
    expect(outcome).toEqual({ status: 200, body: { access_token: expect.any(String), token_type: "Bearer", expires_in: 3600, scope: "profile" } })
    const token = outcome.status === 200 ? outcome.body.access_token : ""
    expect(authorizations.userInfo("google", token)).toEqual({ sub: "alice", preferred_username: "Alice", provider: "google" })
    expect(authorizations.userInfo("github", token)).toBeUndefined()
  })

  it("a replayed code is refused and the token it gave is revoked", () => {
    const { authorizations, allow, exchange } = setup()
    const code = allow()
    const first = exchange(code)
    expect(exchange(code)).toEqual({ status: 400, body: { error: "invalid_grant", error_description: "The code was already used" } })
    expect(authorizations.userInfo("google", first.status === 200 ? first.body.access_token : "")).toBeUndefined()
  })

  it("without the verifier the request is malformed; a wrong one uses the code up", () => {
    const { allow, exchange } = setup()
    const code = allow()
    expect(exchange(code, { code_verifier: "" })).toMatchObject({ status: 400, body: { error: "invalid_request" } })
    expect(exchange(code, { code_verifier: makeCodeVerifier() })).toEqual({
      status: 400,
      body: { error: "invalid_grant", error_description: "code_verifier does not match the code_challenge" }
    })
    expect(exchange(code)).toMatchObject({ status: 400, body: { error: "invalid_grant" } })
  })

  it.each([
    ["another client", { client_id: "other" }, "The code was issued to another client"],
    ["another redirect URI", { redirect_uri: "http://127.0.0.1:4000/elsewhere" }, "redirect_uri does not match the authorization request"]
  ])("refuses a code sent by %s", (_, change, description) => {
    const { allow, exchange } = setup()
    expect(exchange(allow(), change)).toEqual({ status: 400, body: { error: "invalid_grant", error_description: description } })
  })

  it("a code lives 60 s", () => {
    const { allow, exchange, advance } = setup()
    const code = allow()
    advance(60_000)
    expect(exchange(code)).toEqual({ status: 400, body: { error: "invalid_grant", error_description: "The code is unknown or expired" } })
  })
})
