/**
 * The grammar's edges (EIP-4361's ABNF with RFC 3986 and RFC 3339): each rule at the text just
 * inside it and just outside it, so a changed bound, anchor or character class fails here.
 */
import { describe, expect, it } from "vitest"
import { NONCE, REQUEST_ID, isAuthority, isDateTime, isUri } from "../../../core/siwx/eip4361/grammar.js"

const cases = (rule: (text: string) => boolean, accepted: ReadonlyArray<string>, refused: ReadonlyArray<string>) => () => {
  expect(accepted.filter((text) => !rule(text))).toEqual([])
  expect(refused.filter((text) => rule(text))).toEqual([])
}

describe("EIP-4361 grammar at its edges", () => {
  it(
    "date-times: every field at its last value in range, and one past it",
    cases(
      isDateTime,
      ["2026-12-31T23:59:59Z", "2026-12-31T23:59:60Z", "2024-02-29t00:00:00z", "2026-01-01T00:00:00.123+23:59", "2026-01-01T00:00:00-00:00"],
      [
        "x2026-01-01T00:00:00Z",
        "2026-01-01T00:00:00Zx",
        "2026-13-01T00:00:00Z",
        "2026-00-01T00:00:00Z",
        "2026-01-32T00:00:00Z",
        "2026-01-00T00:00:00Z",
        "2026-02-29T00:00:00Z",
        "2026-01-01T24:00:00Z",
        "2026-01-01T00:60:00Z",
        "2026-01-01T00:00:61Z",
        "2026-01-01T00:00:00+24:00",
        "2026-01-01T00:00:00+00:60",
        "2026-01-01T00:00:00",
        "2026-01-01 00:00:00Z",
        "2026-01-01T00:00:00.Z"
      ]
    )
  )

  it(
    "hosts: an IPv6 address's IPv4 tail with octets up to 255, IPv6 with eight groups or fewer around ::, and an IPv4 tail in place of two groups",
    cases(
      isAuthority,
      ["255.255.255.255", "0.0.0.0:8080", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:1.2.3.4]", "[::255.255.255.255]", "[1::]", "app%2Eexample", "us%65r@app.example"],
      ["[1:2:3:4:5:6:7]", "[1:2:3:4:5:1.2.3.4]", "[1:2:3:4:5:6:7:8:9]", "[1::2::3]", "[::1.2.3.256]", "[12345::]", "app%2", "app%g1example", "us%6@app.example"]
    )
  )

  it(
    "URIs: one without an authority is a URI; a port that is not digits is not",
    cases(isUri, ["urn:doorway:session", "mailto:someone@app.example", "https://app.example/a%20b?x=1#y"], ["https://app.example:port/", "no-scheme", "https://app.example/%zz"])
  )

  it(
    "nonces and request ids: whole-text rules",
    cases((text) => NONCE.test(text), ["abcdefgh", "ABCDEFGH12345678"], ["abcdefg", "-abcdefgh", "abcdefgh-", "abcd efgh"])
  )

  it(
    "request ids: path characters and whole percent escapes",
    cases((text) => REQUEST_ID.test(text), ["", "r-1", "a%20b", "a:b@c"], ["a b", "a%2", "a%zz", "a/b"])
  )
})
