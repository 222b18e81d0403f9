/**
 * The sign-in provider over HTTP: the whole authorization code flow with PKCE as a client and a
 * person's browser drive it (authorize → consent page → Allow → redirect with code → token →
 * userinfo), the consent page's form as a person and a screen reader meet it, the refusals on the
 * wire, and the Farcaster relay: a channel, its approve page, the signed answer, the long-poll.
 */
import { Window } from "happy-dom"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { codeChallengeOf, makeCodeVerifier } from "../../../devnet/sign-in-provider/pkce.js"
import { startSignInProvider, type RunningSignInProvider } from "../../../devnet/sign-in-provider/startSignInProvider.js"
import { hiddenField, postForm } from "../secure-site/socialClient.js"

const REDIRECT = "http://127.0.0.1:4000/social/callback"
let provider: RunningSignInProvider

beforeAll(async () => {
  provider = await startSignInProvider()
  provider.registerClient({ clientId: "site", name: "Test site", redirectUris: [REDIRECT] })
})
afterAll(async () => {
  await provider?.stop()
})

const authorizeUrl = (verifier: string, change: Record<string, string> = {}) => {
  const url = new URL("/discord/authorize", provider.url)
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: "site",
    redirect_uri: REDIRECT,
    state: "s1",
    code_challenge: codeChallengeOf(verifier),
    code_challenge_method: "S256",
    ...change
  }).toString()
  return url.href
}

const token = (fields: Record<string, string>) =>
  fetch(`${provider.url}/discord/token`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) })

/** Authorize and Allow as `account`: the code in the redirect. */
const codeFor = async (verifier: string, account = "alice0"): Promise<string> => {
  const page = await (await fetch(authorizeUrl(verifier))).text()
  const redirect = await postForm(`${provider.url}/discord/consent`, { request: hiddenField(page, "request"), account, decision: "allow" })
  return new URL(redirect.headers.get("location") ?? "").searchParams.get("code") ?? ""
}

describe("the authorization code flow", () => {
  it("authorize, Allow, redirect with code and state, token with the verifier, userinfo", async () => {
    const verifier = makeCodeVerifier()
    const page = await fetch(authorizeUrl(verifier))
    expect(page.status).toBe(200)
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    const html = await page.text()

    const redirect = await postForm(`${provider.url}/discord/consent`, { request: hiddenField(html, "request"), account: "alice0", decision: "allow" })
    expect(redirect.status).toBe(303)
    const location = new URL(redirect.headers.get("location") ?? "")
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
    expect(location.searchParams.get("state")).toBe("s1")
    const code = location.searchParams.get("code") ?? ""

    const exchanged = await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "site", code_verifier: verifier })
    expect(exchanged.status).toBe(200)
    expect(exchanged.headers.get("cache-control")).toBe("no-store")
    const { access_token } = (await exchanged.json()) as { access_token: string }
    const info = await fetch(`${provider.url}/discord/userinfo`, { headers: { authorization: `Bearer ${access_token}` } })
    expect(await info.json()).toEqual({ sub: "alice0", preferred_username: "alice0", provider: "discord" })
  })

  it("the consent page: a labelled name field with suggestions, and Allow and Cancel as submit buttons", async () => {
    const html = await (await fetch(authorizeUrl(makeCodeVerifier()))).text()
    const window = new Window()
    try {
      const document = new window.DOMParser().parseFromString(html, "text/html")
      expect(document.querySelector("h1")?.textContent).toBe("Sign in with Discord")
      expect(document.querySelector("main")?.textContent).toContain("Test site asks to know your Discord account name")
      const input = document.querySelector("input#account")
      expect(input?.getAttribute("required")).not.toBeNull()
      expect(document.querySelector('label[for="account"]')?.textContent).toBe("Discord account name")
      expect(document.querySelector(`#${input?.getAttribute("aria-describedby") ?? ""}`)?.textContent).toContain("Pick one from the list or type any name")
      expect([...document.querySelectorAll("datalist#account-suggestions option")].map((option) => option.getAttribute("value"))).toContain("alice0")
      const buttons = [...document.querySelectorAll("form button")].map((button) => [button.getAttribute("type"), button.getAttribute("value"), button.textContent])
      expect(buttons).toEqual([
        ["submit", "cancel", "Cancel"],
        ["submit", "allow", "Allow"]
      ])
      expect(document.querySelector("form")?.getAttribute("action")).toBe("/discord/consent")
    } finally {
      await window.happyDOM.close()
    }
  })
})

describe("refusals", () => {
  it("an authorization request without PKCE gets a page, never a redirect", async () => {
    const response = await fetch(authorizeUrl(makeCodeVerifier(), { code_challenge: "" }), { redirect: "manual" })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain("Invalid sign-in request")
  })

  it("no code without the consent page's own POST: another origin's is refused", async () => {
    const html = await (await fetch(authorizeUrl(makeCodeVerifier()))).text()
    const request = hiddenField(html, "request")
    const forged = await postForm(`${provider.url}/discord/consent`, { request, account: "alice0", decision: "allow" }, "http://127.0.0.1:4000")
    expect(forged.status).toBe(403)
    expect(forged.headers.get("location")).toBeNull()
    // The request is still the person's to answer.
    expect((await postForm(`${provider.url}/discord/consent`, { request, account: "alice0", decision: "allow" })).status).toBe(303)
  })

  it("a token request without code_verifier is invalid_request", async () => {
    const code = await codeFor(makeCodeVerifier())
    const response = await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "site" })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: "invalid_request" })
  })

  it("a replayed code is invalid_grant, and the token it gave stops working", async () => {
    const verifier = makeCodeVerifier()
    const code = await codeFor(verifier)
    const fields = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "site", code_verifier: verifier }
    const { access_token } = (await (await token(fields)).json()) as { access_token: string }
    const replay = await token(fields)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toEqual({ error: "invalid_grant", error_description: "The code was already used" })
    const info = await fetch(`${provider.url}/discord/userinfo`, { headers: { authorization: `Bearer ${access_token}` } })
    expect(info.status).toBe(401)
    expect(info.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"')
  })
})

describe("the Farcaster relay", () => {
  const openChannel = async () => {
    const response = await fetch(`${provider.url}/farcaster/v1/channel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ domain: "127.0.0.1:4000", siweUri: "http://127.0.0.1:4000", nonce: "abcdefgh12345678" })
    })
    expect(response.status).toBe(201)
    return (await response.json()) as { channelToken: string; url: string; nonce: string }
  }
  const status = (channelToken: string, wait = 0) =>
    fetch(`${provider.url}/farcaster/v1/channel/status?wait=${wait}`, { headers: { authorization: `Bearer ${channelToken}` } })

  it("a channel's URL is its approve page; Approve signs; the waiting status request answers the signed message", async () => {
    const channel = await openChannel()
    const url = new URL(channel.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/farcaster/approve`)
    expect(Object.fromEntries(url.searchParams)).toEqual({ channelToken: channel.channelToken, nonce: "abcdefgh12345678", siweUri: "http://127.0.0.1:4000", domain: "127.0.0.1:4000" })
    expect((await status(channel.channelToken)).status).toBe(202)

    // A long-poll: it answers once the person approves, not before.
    const waiting = status(channel.channelToken, 20_000)
    const page = await (await fetch(channel.url)).text()
    expect(page).toContain('<label for="username">Farcaster username</label>')
    const approved = await postForm(`${provider.url}/farcaster/approve`, { channelToken: hiddenField(page, "channelToken"), username: "dwr", decision: "approve" })
    expect(await approved.text()).toContain("as dwr (fid")
    const answer = await waiting
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { state: string; message: string; fid: number; custody: string; username: string }
    expect(body).toMatchObject({ state: "completed", username: "dwr", fid: expect.any(Number), nonce: "abcdefgh12345678" })
    expect(body.message).toContain("\n\nFarcaster Connect\n\n")
    expect(body.message).toContain(`farcaster://fid/${body.fid}`)
    expect(await (await fetch(`${provider.url}/farcaster/v1/fid-of/${body.custody}`)).json()).toEqual({ fid: body.fid })
    // Answered once.
    expect((await fetch(channel.url)).status).toBe(200)
    expect(await (await fetch(channel.url)).text()).toContain("Already signed in")
  })

  it("an approve URL changed on its way, or an unknown channel, is refused", async () => {
    const channel = await openChannel()
    const changed = new URL(channel.url)
    changed.searchParams.set("domain", "evil.example")
    expect((await fetch(changed)).status).toBe(404)
    expect((await status("unknown")).status).toBe(401)
    const page = await (await fetch(channel.url)).text()
    const forged = await postForm(`${provider.url}/farcaster/approve`, { channelToken: hiddenField(page, "channelToken"), username: "dwr", decision: "approve" }, "http://127.0.0.1:4000")
    expect(forged.status).toBe(403)
    expect((await status(channel.channelToken)).status).toBe(202)
  })
})
