import { describe, expect, it } from "@effect/vitest"
import { isOriginAllowed } from "../../../core/config/isOriginAllowed.js"

describe("isOriginAllowed", () => {
  it("matches a full origin, ignoring a path or trailing slash on the entry", () => {
    expect(isOriginAllowed("https://app.example.com", ["https://app.example.com"])).toBe(true)
    expect(isOriginAllowed("https://app.example.com", ["https://app.example.com/"])).toBe(true)
    expect(isOriginAllowed("https://app.example.com", ["https://app.example.com/dapp?x=1"])).toBe(true)
  })

  it("an origin differing in scheme, host or port is refused", () => {
    expect(isOriginAllowed("http://app.example.com", ["https://app.example.com"])).toBe(false)
    expect(isOriginAllowed("https://evil.example.com", ["https://app.example.com"])).toBe(false)
    expect(isOriginAllowed("https://app.example.com:8443", ["https://app.example.com"])).toBe(false)
  })

  it("a `*` matches any run of characters and the pattern must cover the whole origin", () => {
    expect(isOriginAllowed("https://preview-12.example.com", ["https://*.example.com"])).toBe(true)
    expect(isOriginAllowed("https://a.b.example.com", ["https://*.example.com"])).toBe(true)
    expect(isOriginAllowed("https://example.com", ["https://*.example.com"])).toBe(false)
    expect(isOriginAllowed("https://app.example.com.evil.io", ["https://*.example.com"])).toBe(false)
    // The dots of the pattern are literal dots.
    expect(isOriginAllowed("https://appXexample.com", ["https://app.example.*"])).toBe(false)
  })

  it("an entry that is not a URL is compared as written", () => {
    expect(isOriginAllowed("app-scheme://local", ["app-scheme://local"])).toBe(true)
    expect(isOriginAllowed("not a url", ["not a url"])).toBe(true)
  })

  it("local development origins are always allowed", () => {
    for (const origin of ["http://localhost:5173", "https://localhost:3000", "http://127.0.0.1:8080", "https://127.0.0.1:1"]) {
      expect(isOriginAllowed(origin, [])).toBe(true)
    }
    expect(isOriginAllowed("http://localhost.evil.io:80", [])).toBe(false)
    expect(isOriginAllowed("https://app.example.com", [])).toBe(false)
  })
})
