import { Option } from "effect"

/** What AppKit puts between the provider's own `state` and the address to come back to (WIRE §4.7, 5). */
const RETURN_MARK = "--"
/** The host whose authorize URL carries the provider's inside `provider_authorization_url` (WIRE §4.7, 5). */
const WRAPPING_HOST = "auth.magic.link"
const WRAPPED_PARAM = "provider_authorization_url"

const httpUrl = (text: string): Option.Option<URL> => {
  try {
    const url = new URL(text)
    return url.protocol === "https:" || url.protocol === "http:" ? Option.some(url) : Option.none()
  } catch {
    return Option.none()
  }
}

/**
 * `url` with `change` applied to the raw value of its query parameter `name`, the rest of the URL
 * kept byte for byte (a provider may check what it signed); none without that parameter.
 */
const changeParam = (url: string, name: string, change: (raw: string) => Option.Option<string>): Option.Option<string> => {
  const query = url.indexOf("?")
  if (query === -1) return Option.none()
  const hash = url.indexOf("#", query)
  const end = hash === -1 ? url.length : hash
  const pairs = url.slice(query + 1, end).split("&")
  const at = pairs.findIndex((pair) => pair.startsWith(`${name}=`))
  const pair = pairs[at]
  if (pair === undefined) return Option.none()
  return Option.map(change(pair.slice(name.length + 1)), (raw) => {
    const changed = [...pairs.slice(0, at), `${name}=${raw}`, ...pairs.slice(at + 1)]
    return `${url.slice(0, query + 1)}${changed.join("&")}${url.slice(end)}`
  })
}

const withReturnInState = (url: string, returnTo: string): Option.Option<string> =>
  changeParam(url, "state", (raw) => Option.some(`${raw}${RETURN_MARK}${encodeURIComponent(returnTo)}`))

/** The wrapped provider URL, itself http(s), with the return in its `state`, encoded again. */
const withReturnInWrapped = (raw: string, returnTo: string): Option.Option<string> =>
  Option.flatMap(Option.liftThrowable(decodeURIComponent)(raw), (inner) =>
    Option.isNone(httpUrl(inner)) ? Option.none() : Option.map(withReturnInState(inner, returnTo), encodeURIComponent)
  )

/**
 * The provider's authorize URL for a Telegram mini app (WIRE §4.7, 5): its `state` gets
 * `--<the page's address, URL-encoded>` appended, inside `provider_authorization_url` when the
 * host wraps the provider's URL, so the secure site knows where to send the page back. None when
 * the URL is not http(s) or has no `state`: the page must not go anywhere else.
 */
export const telegramAuthorizeUrl = (authorizeUrl: string, returnTo: string): Option.Option<string> =>
  Option.flatMap(httpUrl(authorizeUrl), (url) =>
    url.host === WRAPPING_HOST
      ? changeParam(authorizeUrl, WRAPPED_PARAM, (raw) => withReturnInWrapped(raw, returnTo))
      : withReturnInState(authorizeUrl, returnTo)
  )
