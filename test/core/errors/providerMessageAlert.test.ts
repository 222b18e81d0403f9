import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { messageOf, providerMessageAlert } from "../../../core/errors/index.js"

const alertText = (text: string) => Option.map(providerMessageAlert(text), messageOf).pipe(Option.getOrUndefined)

describe("providerMessageAlert", () => {
  it("maps the provider strings to their alerts, in a body or a close reason", () => {
    expect(alertText('{"message":"Unauthorized: origin not allowed"}')).toBe("Origin Not Allowed")
    expect(alertText("JWT validation error: JWT Token is not yet valid")).toBe("Session Expired")
    expect(alertText("Unauthorized: invalid key")).toBe("Invalid Project ID")
  })

  it("ignores anything else", () => {
    expect(alertText("Internal Server Error")).toBeUndefined()
  })
})
