/**
 * The secure site's side of a Telegram social login (WIRE §4.7, 5) over real HTTP: the app
 * appends `--<its page's address>` to the authorize URL's `state` (as core's telegramAuthorizeUrl
 * does), the provider echoes it, and the callback sends the page itself back there with
 * `result_uri` (303), which logs in once as a popup's result does. An address on any other
 * origin than the app's that started the flow is refused and gets no result; Cancel sends the
 * page back as it was.
 */
import { Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { telegramAuthorizeUrl } from "../../../core/embedded/telegramAuthorizeUrl.js"
import { frameClient, type FrameClient } from "./frameClient.js"
import { answerConsent, postedResult, startSocialSiteFixture, type SocialSiteFixture } from "./socialClient.js"

const PROJECT = "doorway-test"
const HOST = "http://127.0.0.1:7770"
const APP_PAGE = `${HOST}/mini?start=1#play`
let fixture: SocialSiteFixture

beforeAll(async () => {
  fixture = await startSocialSiteFixture()
})
afterAll(async () => {
  await fixture?.stop()
})

/** GET_SOCIAL_REDIRECT_URI, then the address the app's page leaves for inside Telegram. */
const leaveFrom = async (client: FrameClient, provider: string, page: string): Promise<string> => {
  const reply = await client.send("GET_SOCIAL_REDIRECT_URI", { provider })
  return Option.getOrThrow(telegramAuthorizeUrl((reply.payload as { uri: string }).uri, page))
}

/** Consent as `account` (or Cancel), then the site's callback, not followed. */
const callbackAfter = async (authorizeUri: string, decision: "allow" | "cancel", account = ""): Promise<Response> => {
  const redirect = await answerConsent(authorizeUri, decision, account)
  return fetch(redirect.headers.get("location") ?? "", { redirect: "manual" })
}

describe("a Telegram flow's return (WIRE §4.7, 5)", () => {
  it("the page goes back to the app's address with result_uri, which logs in once", async () => {
    const client = frameClient(fixture.site.url, PROJECT, HOST)
    const callback = await callbackAfter(await leaveFrom(client, "google", APP_PAGE), "allow", "Tess")
    expect(callback.status).toBe(303)
    expect(callback.headers.get("referrer-policy")).toBe("no-referrer")
    const back = new URL(callback.headers.get("location") ?? "")
    const resultUri = back.searchParams.get("result_uri") ?? ""
    expect(resultUri).toMatch(new RegExp(`^${fixture.site.url}/social/result\\?id=[\\w-]{32}$`))
    // The app's own address otherwise, its query and fragment as they were.
    back.searchParams.delete("result_uri")
    expect(back.href).toBe(APP_PAGE)
    // Nothing posted to an opener: there is none.
    expect(postedResult(await callback.text())).toBeUndefined()

    expect(await client.send("CONNECT_SOCIAL", { uri: resultUri, chainId: 1 })).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_SUCCESS", payload: { userName: "Tess" } })
    expect(await client.send("CONNECT_SOCIAL", { uri: resultUri, chainId: 1 })).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_ERROR" })
  })

  it("an address on another origin than the app's that started the flow gets no result, and the flow is over", async () => {
    for (const elsewhere of ["https://evil.example/steal", "http://127.0.0.1:7771/mini", "http://localhost:7770/mini", "javascript:alert(1)"]) {
      const client = frameClient(fixture.site.url, PROJECT, HOST)
      const authorizeUri = await leaveFrom(client, "x", elsewhere)
      const redirect = await answerConsent(authorizeUri, "allow", "mallory")
      const callbackUrl = redirect.headers.get("location") ?? ""
      const refused = await fetch(callbackUrl, { redirect: "manual" })
      expect(refused.status, elsewhere).toBe(400)
      expect(refused.headers.get("location")).toBeNull()
      const html = await refused.text()
      expect(html).toContain("The address to return to is not the app&#39;s that started this sign-in")
      expect(html).not.toContain("result_uri")
      expect(html).not.toContain("/social/result")
      // The answer was the flow's one: the same callback again is refused as unknown.
      expect(await (await fetch(callbackUrl, { redirect: "manual" })).text()).toContain("This sign-in is unknown, expired or already answered")
    }
  })

  it("Cancel on the consent page sends the page back as it was, with no result", async () => {
    const client = frameClient(fixture.site.url, PROJECT, HOST)
    const callback = await callbackAfter(await leaveFrom(client, "discord", APP_PAGE), "cancel")
    expect(callback.status).toBe(303)
    expect(callback.headers.get("location")).toBe(APP_PAGE)
  })
})
