/**
 * What comes back from a social login (WIRE §4.7): the `{resultUri}` the secure site's page posts
 * to the window that opened it (the app takes it only from the secure site's origin), or, after a
 * Telegram login (item 5), the `result_uri` query parameter of the page's own address. Either is
 * sent as CONNECT_SOCIAL's `uri` (or GET_USER's `socialUri`).
 */
import { Schema } from "effect"

export const SocialLoginResult = Schema.Struct({ resultUri: Schema.String }).annotations({ identifier: "SocialLoginResult" })
export type SocialLoginResult = typeof SocialLoginResult.Type

const isHttpUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/**
 * `result_uri` as the address carries it: an absolute http(s) URL, as the secure site makes it.
 * Anyone can put a parameter in a link to the app, so anything else is refused before the frame
 * hears of it.
 */
export const SocialResultUri = Schema.String.pipe(
  Schema.filter(isHttpUrl, { message: () => "The social login result is not an http(s) URL" })
).annotations({ identifier: "SocialResultUri" })
export type SocialResultUri = typeof SocialResultUri.Type
