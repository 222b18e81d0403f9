/** Query values a route cannot do without: absent or empty is the client's fault (400). */
import { Either } from "effect"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"

export const requiredParam = (params: URLSearchParams, name: string): Either.Either<string, RequestRejected> => {
  const value = params.get(name)
  return value === null || value.trim() === "" ? Either.left(badRequest(`${name} is required`)) : Either.right(value.trim())
}
