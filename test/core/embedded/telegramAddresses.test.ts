/**
 * The addresses of a Telegram social login (WIRE §4.7, 5; SPEC §2): the authorize URL the page
 * leaves for, its `state` carrying the page's address after `--` (inside
 * `provider_authorization_url` on auth.magic.link), the rest kept byte for byte; and the
 * `result_uri` the page comes back with, read and taken out of the address.
 */
import { describe, expect, it } from "vitest"
import { Option } from "effect"
import { socialResultInAddress } from "../../../core/embedded/socialResultInAddress.js"
import { telegramAuthorizeUrl } from "../../../core/embedded/telegramAuthorizeUrl.js"

const PAGE = "https://app.example/mini?start=1#play"
const ENCODED = encodeURIComponent(PAGE)

describe("telegramAuthorizeUrl (WIRE §4.7, 5)", () => {
  it("appends --<the page's address, URL-encoded> to the state, the other parameters as they were", () => {
    expect(telegramAuthorizeUrl("https://idp.test/authorize?client_id=a%20b&state=s1&scope=openid+email", PAGE)).toEqual(
      Option.some(`https://idp.test/authorize?client_id=a%20b&state=s1--${ENCODED}&scope=openid+email`)
    )
    expect(telegramAuthorizeUrl("https://idp.test/authorize?state=s1#frag", PAGE)).toEqual(Option.some(`https://idp.test/authorize?state=s1--${ENCODED}#frag`))
  })

  it("decodes back to the state and the page's address", () => {
    const url = Option.getOrThrow(telegramAuthorizeUrl("https://idp.test/authorize?state=abc", PAGE))
    expect(new URL(url).searchParams.get("state")).toBe(`abc--${PAGE}`)
  })

  it("on auth.magic.link, the provider's URL inside provider_authorization_url carries it", () => {
    const inner = "https://accounts.google.test/o/oauth2/auth?client_id=c&state=s2"
    const url = Option.getOrThrow(telegramAuthorizeUrl(`https://auth.magic.link/v1/oauth2/start?provider_authorization_url=${encodeURIComponent(inner)}&x=1`, PAGE))
    const wrapped = new URL(url).searchParams.get("provider_authorization_url") ?? ""
    expect(new URL(wrapped).searchParams.get("state")).toBe(`s2--${PAGE}`)
    expect(new URL(url).searchParams.get("x")).toBe("1")
  })

  it("no state to carry it, a parameter that only ends in state, or an address that is not http(s): none", () => {
    expect(telegramAuthorizeUrl("https://idp.test/authorize?client_id=c", PAGE)).toEqual(Option.none())
    expect(telegramAuthorizeUrl("https://idp.test/authorize?xstate=s1", PAGE)).toEqual(Option.none())
    expect(telegramAuthorizeUrl("https://idp.test/authorize", PAGE)).toEqual(Option.none())
    expect(telegramAuthorizeUrl("javascript:alert(1)//?state=s1", PAGE)).toEqual(Option.none())
    expect(telegramAuthorizeUrl("not a url", PAGE)).toEqual(Option.none())
    expect(telegramAuthorizeUrl("https://auth.magic.link/v1/oauth2/start?provider_authorization_url=javascript%3Aalert(1)%3Fstate%3Ds", PAGE)).toEqual(Option.none())
  })
})

describe("socialResultInAddress (SPEC §2)", () => {
  it("reads result_uri and gives the address without it, the rest kept", () => {
    const result = "https://secure.example/social/result?id=r1"
    expect(socialResultInAddress(`https://app.example/mini?start=1&result_uri=${encodeURIComponent(result)}#play`)).toEqual(
      Option.some({ resultUri: result, without: PAGE })
    )
    expect(socialResultInAddress(`https://app.example/?result_uri=x`)).toEqual(Option.some({ resultUri: "x", without: "https://app.example/" }))
  })

  it("none without the parameter, or in an address that is not one", () => {
    expect(socialResultInAddress(PAGE)).toEqual(Option.none())
    expect(socialResultInAddress("https://app.example/?my_result_uri_note=1")).toEqual(Option.none())
    expect(socialResultInAddress("result_uri=x")).toEqual(Option.none())
  })
})
