/** The frame page's frame-ancestors policy says exactly the allowed origins it can express (WIRE §2.4). */
import { expect, it } from "vitest"
import { frameAncestorsPolicy } from "../../../devnet/secure-site/frameAncestors.js"

it("lists each allowed origin, with port and subdomain wildcards, once", () => {
  expect(frameAncestorsPolicy(["https://app.example.com", "http://127.0.0.1:*", "https://*.example.org", "https://app.example.com", "http://localhost:5173"])).toBe(
    "frame-ancestors https://app.example.com http://127.0.0.1:* https://*.example.org http://localhost:5173"
  )
})

it("is 'none' for an empty allow-list: no page may frame the site", () => {
  expect(frameAncestorsPolicy([])).toBe("frame-ancestors 'none'")
})

it("leaves out what it cannot say, so it is never wider than the list: a * inside a label, IPv6, a path, a separator", () => {
  expect(
    frameAncestorsPolicy(["https://app-*.example.com", "http://[::1]:8080", "https://example.com/path", "https://a.example.com; script-src *", "https://b.example.com,https://c.example.com", "https://ok.example.com"])
  ).toBe("frame-ancestors https://ok.example.com")
  expect(frameAncestorsPolicy(["https://app-*.example.com"])).toBe("frame-ancestors 'none'")
})
