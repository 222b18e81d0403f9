/**
 * The secure site's pages in the social-login popup (WIRE §4.7): the loading page the app opens
 * first, and the callback page the provider sends the popup back to. On a sign-in the callback
 * page posts `{resultUri}` to the window that opened it, to the app's origin only (the origin the
 * flow was started from), and says so; on Cancel it closes itself, which the app reads as the
 * popup closed. Its one script runs under a nonce; nothing may frame these pages. A Telegram
 * flow's callback (item 5) sends the page itself back to the app's address instead: with
 * `result_uri` on a sign-in, as it was on Cancel.
 */
import { randomBytes } from "node:crypto"
import { PROVIDER_NAMES } from "../../sign-in-provider/providerPages.js"
import { escapeHtml, page, scriptJson } from "../sitePages.js"
import { returnAddress } from "./socialLogin.js"
import type { CallbackOutcome } from "./socialLogin.js"

export const SOCIAL_RESULT_ELEMENT_ID = "social-result"

export interface PopupPage {
  readonly status: number
  readonly html: string
  readonly headers: Record<string, string>
}


const policy = (nonce: string | undefined) =>
  `default-src 'none'; ${nonce === undefined ? "" : `script-src 'nonce-${nonce}'; `}style-src 'unsafe-inline'; frame-ancestors 'none'`

export const loadingPage = (): PopupPage => ({
  status: 200,
  html: page("Loading", `<main><p role="status">Loading…</p></main>`),
  headers: { "content-security-policy": policy(undefined) }
})

/** Posts the result to the opener, targeted to the app's origin; or says the window has no opener. */
const POST_RESULT = `const data = JSON.parse(document.getElementById("${SOCIAL_RESULT_ELEMENT_ID}").textContent);
if (window.opener) window.opener.postMessage({ resultUri: data.resultUri }, data.origin);
else document.getElementById("social-status").textContent = "This window was not opened by the app. Go back to it and sign in again.";`

/** Back to the app's page (`location` already checked to be on the app origin that started the flow). */
const backToApp = (location: string): PopupPage => ({
  status: 303,
  html: page("Returning to the app", `<main><p role="status">Returning to <a href="${escapeHtml(location)}">the app</a>…</p></main>`),
  headers: { location, "content-security-policy": policy(undefined), "referrer-policy": "no-referrer" }
})

export const socialCallbackPage = (outcome: CallbackOutcome): PopupPage => {
  const nonce = randomBytes(16).toString("base64")
  if (outcome.kind !== "refused" && outcome.returnTo !== undefined) {
    return backToApp(returnAddress(outcome.returnTo, outcome.kind === "signed-in" ? outcome.resultUri : undefined))
  }
  switch (outcome.kind) {
    case "signed-in": {
      const provider = PROVIDER_NAMES[outcome.provider]
      return {
        status: 200,
        html: page(
          "Signed in",
          `<main><h1>Signed in</h1><p role="status" id="social-status">Signed in with ${escapeHtml(provider)} as ${escapeHtml(outcome.userName)}. Returning to the app…</p></main>` +
            `<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">${scriptJson({ resultUri: outcome.resultUri, origin: outcome.dappOrigin })}</script>` +
            `<script nonce="${nonce}">${POST_RESULT}</script>`
        ),
        headers: { "content-security-policy": policy(nonce) }
      }
    }
    case "cancelled":
      return {
        status: 200,
        html: page(
          "Sign-in cancelled",
          `<main><h1>Sign-in cancelled</h1><p role="status">Nothing was shared. You can close this window.</p></main><script nonce="${nonce}">window.close();</script>`
        ),
        headers: { "content-security-policy": policy(nonce) }
      }
    case "refused":
      return {
        status: 400,
        html: page("Sign-in failed", `<main><h1>Sign-in failed</h1><p role="alert">${escapeHtml(outcome.message)}</p><p>Close this window and try again from the app.</p></main>`),
        headers: { "content-security-policy": policy(undefined) }
      }
  }
}
