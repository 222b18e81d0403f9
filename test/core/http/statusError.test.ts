import { describe, expect, it } from "vitest"
import { messageOf } from "../../../core/errors/catalogue.js"
import { statusError } from "../../../core/http/statusError.js"

describe("statusError", () => {
  it("is an HttpStatusError whatever the body, with the alert a provider string names", () => {
    const plain = statusError("u", 500, "oops")
    expect([plain._tag, plain.status, plain.alert]).toEqual(["HttpStatusError", 500, undefined])
    const cases = [
      ["Unauthorized: origin not allowed", "OriginNotAllowed"],
      ["JWT validation error: JWT Token is not yet valid", "SessionExpired"],
      ['{"message":"Unauthorized: invalid key"}', "InvalidProjectId"]
    ] as const
    for (const [body, tag] of cases) {
      const error = statusError("u", 401, body)
      expect(error.alert?._tag).toBe(tag)
      expect(messageOf(error)).toBe("HTTP status code: 401")
    }
  })
})
