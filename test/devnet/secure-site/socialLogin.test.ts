/**
 * Social login through the secure site (SPEC §4, WIRE §4.3, §4.7) against the local sign-in
 * provider, over real HTTP: the redirect URI is the provider's authorize URL of a fresh flow; the
 * popup's consent sends it back to the site's callback, which exchanges the code and posts a
 * one-time result URI to the app's origin; CONNECT_SOCIAL (or GET_USER's socialUri) with it logs
 * the browser in as the provider's account, with a wallet of its own, kept like an email login.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import { isAddress, type Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import { startCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import { FrameEvent } from "../../../schemas/FrameEvent.js"
import { frameClient, type FrameClient } from "./frameClient.js"
import { answerConsent, postedResult, signInInPopup, startSocialSiteFixture, type SocialSiteFixture } from "./socialClient.js"

const PROJECT = "doorway-test"
const HOST = "http://127.0.0.1:7770"
let fixture: SocialSiteFixture

beforeAll(async () => {
  fixture = await startSocialSiteFixture()
})
afterAll(async () => {
  await fixture?.stop()
})

const siteUrl = () => fixture.site.url

const redirectUri = async (client: FrameClient, provider: string): Promise<string> => {
  const reply = await client.send("GET_SOCIAL_REDIRECT_URI", { provider })
  expect(reply.type).toBe("@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS")
  return (reply.payload as { uri: string }).uri
}

describe("GET_SOCIAL_REDIRECT_URI", () => {
  it("answers the provider's authorize URL: code flow, a state, the site's callback and an S256 challenge", async () => {
    const uri = new URL(await redirectUri(frameClient(siteUrl(), PROJECT), "github"))
    expect(uri.origin).toBe(fixture.provider.url)
    expect(uri.pathname).toBe("/github/authorize")
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      response_type: "code",
      client_id: "doorway-secure-site",
      redirect_uri: `${siteUrl()}/social/callback`,
      scope: "profile",
      state: expect.stringMatching(/^[\w-]{32}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: "S256"
    })
  })

  it("refuses a provider outside SPEC §5's list", async () => {
    const reply = await frameClient(siteUrl(), PROJECT).send("GET_SOCIAL_REDIRECT_URI", { provider: "myspace" })
    expect(reply).toMatchObject({ type: "@w3m-frame/GET_SOCIAL_REDIRECT_URI_ERROR", payload: { message: expect.stringContaining("Invalid parameters") } })
  })
})

describe("a social login", () => {
  it("consent, callback, CONNECT_SOCIAL: the account's wallet, kept across a reload and a restart", async () => {
    const client = frameClient(siteUrl(), PROJECT, HOST)
    const uri = await redirectUri(client, "google")

    const redirect = await answerConsent(uri, "allow", "Alice")
    expect(redirect.status).toBe(303)
    const back = new URL(redirect.headers.get("location") ?? "")
    expect(`${back.origin}${back.pathname}`).toBe(`${siteUrl()}/social/callback`)
    expect(back.searchParams.get("state")).toBe(new URL(uri).searchParams.get("state"))

    const callback = await fetch(back)
    expect(callback.status).toBe(200)
    const html = await callback.text()
    expect(html).toContain("Signed in with Google as Alice")
    // Posted to the app's origin only (WIRE §4.7), under a script nonce, in a page nothing may frame.
    const posted = postedResult(html)
    expect(posted?.origin).toBe(HOST)
    expect(posted?.resultUri).toMatch(new RegExp(`^${siteUrl()}/social/result\\?id=[\\w-]{32}$`))
    expect(callback.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+'.*frame-ancestors 'none'/)
    expect(client.token).toBeUndefined()

    const connected = await client.send("CONNECT_SOCIAL", { uri: posted?.resultUri, chainId: 137, preferredAccountType: "eoa" })
    const { address } = connected.payload as { address: Address }
    expect(isAddress(address)).toBe(true)
    expect(connected).toEqual({
      type: "@w3m-frame/CONNECT_SOCIAL_SUCCESS",
      id: connected.id,
      payload: { email: null, address, chainId: 137, accounts: [{ address, type: "eoa" }], preferredAccountType: "eoa", userName: "Alice" }
    })
    expect(client.token).toMatch(/^[\w-]{32}$/)

    // A reload of the frame: the session cookie answers.
    expect(await client.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
    const user = await client.send("GET_USER", { chainId: 137 })
    expect(user).toMatchObject({ type: "@w3m-frame/GET_USER_SUCCESS", payload: { email: null, address, chainId: 137 } })

    // A restart: the user and the session are read back from the site's folder.
    await fixture.restartSite()
    const after = frameClient(siteUrl(), PROJECT, HOST)
    after.token = client.token
    expect(await after.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
    expect(await after.send("GET_USER", { chainId: 1 })).toMatchObject({ payload: { address, chainId: 1, email: null } })
  })

  it("the same account from another browser is the same wallet; another provider's same name is not", async () => {
    const first = frameClient(siteUrl(), PROJECT)
    const second = frameClient(siteUrl(), PROJECT)
    const third = frameClient(siteUrl(), PROJECT)
    const one = await first.send("CONNECT_SOCIAL", { uri: await signInInPopup(await redirectUri(first, "x"), "carol") })
    const two = await second.send("CONNECT_SOCIAL", { uri: await signInInPopup(await redirectUri(second, "x"), "Carol") })
    const other = await third.send("CONNECT_SOCIAL", { uri: await signInInPopup(await redirectUri(third, "github"), "carol") })
    const addressOf = (reply: { payload?: unknown }) => (reply.payload as { address: string }).address
    expect(addressOf(two)).toBe(addressOf(one))
    expect(addressOf(other)).not.toBe(addressOf(one))
  })

  it("keeps a Discord name ending in 0 as given (the modal drops the 0, SPEC §5)", async () => {
    const client = frameClient(siteUrl(), PROJECT)
    const reply = await client.send("CONNECT_SOCIAL", { uri: await signInInPopup(await redirectUri(client, "discord"), "alice0") })
    expect(reply).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_SUCCESS", payload: { userName: "alice0", email: null } })
  })

  it("GET_USER with socialUri logs in as CONNECT_SOCIAL does", async () => {
    const client = frameClient(siteUrl(), PROJECT)
    const resultUri = await signInInPopup(await redirectUri(client, "apple"), "dora")
    const reply = await client.send("GET_USER", { chainId: 1, socialUri: resultUri })
    expect(reply).toMatchObject({ type: "@w3m-frame/GET_USER_SUCCESS", payload: { email: null, chainId: 1, smartAccountDeployed: false } })
    expect(await client.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
  })
})

describe("the replies' shapes", () => {
  /** The app's own decoding of a frame event (WIRE §4.4), here with no field beyond the schema's. */
  const decodesExactly = Schema.decodeUnknownSync(FrameEvent, { onExcessProperty: "error" })

  it("every social reply, success or error, is a frame event the app decodes as it is", async () => {
    const client = frameClient(siteUrl(), PROJECT)
    const redirect = await client.send("GET_SOCIAL_REDIRECT_URI", { provider: "google" })
    const resultUri = await signInInPopup((redirect.payload as { uri: string }).uri, "hana")
    const replies = [
      redirect,
      await client.send("GET_SOCIAL_REDIRECT_URI", { provider: "orkut" }),
      await client.send("CONNECT_SOCIAL", { uri: resultUri, chainId: 1 }),
      await client.send("CONNECT_SOCIAL", { uri: resultUri }),
      await client.send("GET_USER", { chainId: 1 }),
      await client.send("GET_USER", { chainId: 1, socialUri: resultUri })
    ]
    expect(replies.map((reply) => decodesExactly(reply).type)).toEqual([
      "@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS",
      "@w3m-frame/GET_SOCIAL_REDIRECT_URI_ERROR",
      "@w3m-frame/CONNECT_SOCIAL_SUCCESS",
      "@w3m-frame/CONNECT_SOCIAL_ERROR",
      "@w3m-frame/GET_USER_SUCCESS",
      "@w3m-frame/GET_USER_ERROR"
    ])
  })
})

describe("refusals", () => {
  it("a result URI is used once, and only by the browser and app origin that started the flow", async () => {
    const client = frameClient(siteUrl(), PROJECT, HOST)
    const resultUri = await signInInPopup(await redirectUri(client, "facebook"), "erin")
    const elsewhere = await frameClient(siteUrl(), PROJECT, HOST).send("CONNECT_SOCIAL", { uri: resultUri })
    expect(elsewhere).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_ERROR", payload: { message: "The social login result belongs to another browser or app" } })
    // That try used it up.
    expect(await client.send("CONNECT_SOCIAL", { uri: resultUri })).toMatchObject({
      type: "@w3m-frame/CONNECT_SOCIAL_ERROR",
      payload: { message: "The social login result is unknown, expired or already used" }
    })

    const again = await signInInPopup(await redirectUri(client, "facebook"), "erin")
    const otherOrigin = await client.send("CONNECT_SOCIAL", { uri: again }, { origin: "http://localhost:7770" })
    expect(otherOrigin).toMatchObject({ payload: { message: "The social login result belongs to another browser or app" } })

    const third = await signInInPopup(await redirectUri(client, "facebook"), "erin")
    expect(await client.send("CONNECT_SOCIAL", { uri: third })).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_SUCCESS" })
    expect(await client.send("CONNECT_SOCIAL", { uri: third })).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_ERROR" })
    expect(await client.send("CONNECT_SOCIAL", { uri: `${siteUrl()}/social/result?id=made-up` })).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_ERROR" })
    expect(await client.send("CONNECT_SOCIAL", { uri: "not a uri" })).toMatchObject({ payload: { message: "The social login result is not a URI" } })
  })

  it("Cancel on the consent page: access_denied, a page that closes itself, and nothing to connect with", async () => {
    const client = frameClient(siteUrl(), PROJECT)
    const uri = await redirectUri(client, "google")
    const redirect = await answerConsent(uri, "cancel")
    const back = new URL(redirect.headers.get("location") ?? "")
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: "access_denied", state: new URL(uri).searchParams.get("state") })
    const callback = await fetch(back)
    const html = await callback.text()
    expect(html).toContain("Sign-in cancelled")
    expect(html).toContain("window.close()")
    expect(postedResult(html)).toBeUndefined()
    // The flow is over: the same answer again is refused.
    expect((await fetch(back)).status).toBe(400)
  })

  it("a callback with a state the site did not make, or replayed, is refused", async () => {
    const client = frameClient(siteUrl(), PROJECT)
    const redirect = await answerConsent(await redirectUri(client, "google"), "allow", "frank")
    const back = new URL(redirect.headers.get("location") ?? "")
    const forged = new URL(back)
    forged.searchParams.set("state", "a-state-the-site-never-made")
    const refused = await fetch(forged)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain("This sign-in is unknown, expired or already answered")

    expect(postedResult(await (await fetch(back)).text())).toBeDefined()
    const replayed = await fetch(back)
    expect(replayed.status).toBe(400)
    expect(postedResult(await replayed.text())).toBeUndefined()
  })

  it("a newer GET_SOCIAL_REDIRECT_URI of the browser voids the flow before", async () => {
    const client = frameClient(siteUrl(), PROJECT)
    const older = await redirectUri(client, "google")
    await redirectUri(client, "google")
    const redirect = await answerConsent(older, "allow", "gina")
    expect((await fetch(redirect.headers.get("location") ?? "")).status).toBe(400)
  })

  it("a site without a sign-in provider answers the social events' errors", async () => {
    const catalogue = await startCatalogue()
    const bare = await startSecureSite({ catalogueUrl: catalogue.url, chains: [], dataDir: mkdtempSync(join(tmpdir(), "secure-site-")) })
    try {
      const client = frameClient(bare.url, PROJECT)
      for (const [name, payload] of [["GET_SOCIAL_REDIRECT_URI", { provider: "google" }], ["CONNECT_SOCIAL", { uri: `${bare.url}/social/result?id=x` }], ["GET_FARCASTER_URI", undefined], ["CONNECT_FARCASTER", undefined]] as const) {
        expect(await client.send(name, payload)).toEqual(expect.objectContaining({ type: `@w3m-frame/${name}_ERROR`, payload: { message: "Social login is not set up on this site" } }))
      }
    } finally {
      await Promise.all([bare.stop(), catalogue.stop()])
    }
  })
})
