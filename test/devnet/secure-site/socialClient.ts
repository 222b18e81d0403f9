/**
 * What a person's browser does in the social-login popup and the Farcaster app, in Node: opens the
 * provider's authorize URL, answers its consent page (a form POST from the page's own origin, as a
 * click on Allow or Cancel sends), follows the redirect to the secure site's callback and reads
 * the result its page posts to the app; opens a Farcaster approve URL and clicks Approve.
 */
import { startSignInProvider, type RunningSignInProvider } from "../../../devnet/sign-in-provider/startSignInProvider.js"
import { startSiteFixture, type SiteFixture } from "./siteFixture.js"

export const CLIENT_ID = "doorway-secure-site"

/** The value of the hidden field `name` on a page. */
export const hiddenField = (html: string, name: string): string => {
  const value = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1]
  if (value === undefined) throw new Error(`no hidden field ${name} on the page`)
  return value
}

/** A form POST as the provider's own page sends it. */
export const postForm = (url: string, fields: Record<string, string>, origin = new URL(url).origin) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": origin === new URL(url).origin ? "same-origin" : "cross-site" },
    body: new URLSearchParams(fields)
  })

/** Opens `authorizeUri` and answers its consent page; the response is the provider's redirect. */
export const answerConsent = async (authorizeUri: string, decision: "allow" | "cancel", account = ""): Promise<Response> => {
  const page = await fetch(authorizeUri)
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`)
  const url = new URL(authorizeUri)
  const provider = url.pathname.split("/")[1] ?? ""
  return postForm(`${url.origin}/${provider}/consent`, { request: hiddenField(await page.text(), "request"), account, decision })
}

/** The `{resultUri, origin}` the callback page posts to its opener, if it posts one. */
export const postedResult = (html: string): { readonly resultUri: string; readonly origin: string } | undefined => {
  const json = /<script type="application\/json" id="social-result">(.*?)<\/script>/s.exec(html)?.[1]
  return json === undefined ? undefined : (JSON.parse(json) as { resultUri: string; origin: string })
}

/** The whole popup: consent as `account`, the callback, and the result URI it posts. */
export const signInInPopup = async (authorizeUri: string, account: string): Promise<string> => {
  const redirect = await answerConsent(authorizeUri, "allow", account)
  const location = redirect.headers.get("location")
  if (redirect.status !== 303 || location === null) throw new Error(`consent: ${redirect.status} ${await redirect.text()}`)
  const callback = await fetch(location)
  const result = postedResult(await callback.text())
  if (result === undefined) throw new Error(`callback ${callback.status}: no result`)
  return result.resultUri
}

/** Opens a Farcaster approve URL and clicks Approve as `username`. */
export const approveFarcaster = async (url: string, username: string): Promise<Response> => {
  const page = await fetch(url)
  if (page.status !== 200) throw new Error(`approve page: ${page.status}`)
  return postForm(`${new URL(url).origin}/farcaster/approve`, { channelToken: hiddenField(await page.text(), "channelToken"), username, decision: "approve" })
}

export interface SocialSiteFixture extends SiteFixture {
  readonly provider: RunningSignInProvider
}

/** The site fixture with a sign-in provider that knows the site as a client, as startDevnet wires them. */
export const startSocialSiteFixture = async (): Promise<SocialSiteFixture> => {
  const provider = await startSignInProvider()
  const fixture = await startSiteFixture({ signIn: { url: provider.url, clientId: CLIENT_ID } })
  const register = () => provider.registerClient({ clientId: CLIENT_ID, name: "Doorway secure site", redirectUris: [fixture.site.socialCallbackUrl] })
  register()
  const { stop, restartSite } = fixture
  return Object.assign(fixture, {
    provider,
    // A restarted site listens on a new port: its callback too.
    restartSite: async () => {
      const site = await restartSite()
      register()
      return site
    },
    stop: async () => {
      await Promise.all([stop(), provider.stop()])
    }
  })
}
