import { Option } from "effect"

/** The query parameter a Telegram social login comes back with (WIRE §4.7, 5; SPEC §2). */
export const RESULT_URI_PARAM = "result_uri"

export interface AddressWithResult {
  /** The parameter's value, not checked yet. */
  readonly resultUri: string
  /** The same address without the parameter, for the address bar. */
  readonly without: string
}

/**
 * The `result_uri` an address carries back from a Telegram social login, and the address without
 * it; none when there is none (or the address is not one). Read at every start, so it stays a
 * string look-up: the login's code loads only when there is a result.
 */
export const socialResultInAddress = (address: string): Option.Option<AddressWithResult> => {
  if (!address.includes(`${RESULT_URI_PARAM}=`)) return Option.none()
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return Option.none()
  }
  const resultUri = url.searchParams.get(RESULT_URI_PARAM)
  if (resultUri === null) return Option.none()
  url.searchParams.delete(RESULT_URI_PARAM)
  return Option.some({ resultUri, without: url.href })
}
