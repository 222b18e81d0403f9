import { Option } from "effect"
import { HttpStatusError } from "../errors/HttpErrors.js"
import { providerMessageAlert } from "../errors/providerMessageAlert.js"

/**
 * The error of a non-OK answer. It stays an HttpStatusError (its text is the status code); a
 * provider's refusal string in the body adds the alert it stands for, and `retryAt` (from the
 * answer's Retry-After) when to ask again.
 */
export const statusError = (url: string, status: number, bodyText: string, retryAt?: number): HttpStatusError => {
  const waits = retryAt === undefined ? {} : { retryAt }
  return Option.match(providerMessageAlert(bodyText), {
    onNone: () => new HttpStatusError({ status, url, ...waits }),
    onSome: (alert) => new HttpStatusError({ status, url, alert, ...waits })
  })
}
