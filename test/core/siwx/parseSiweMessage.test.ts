/**
 * Doorway's EIP-4361 parser against the reference parser (`@spruceid/siwe-parser`): on messages
 * viem builds from generated fields and on mutations of them, both accept exactly the same texts.
 * The EIP's example messages parse to their fields.
 */
import { ParsedMessage } from "@spruceid/siwe-parser"
import { Either, FastCheck as fc } from "effect"
import { createSiweMessage } from "viem/siwe"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { parseSiweMessage } from "../../../core/siwx/eip4361/parseSiweMessage.js"

const referenceAccepts = (text: string): boolean => {
  try {
    new ParsedMessage(text)
    return true
  } catch {
    return false
  }
}
const doorwayAccepts = (text: string): boolean => Either.isRight(parseSiweMessage(text))

/** Both parsers agree on `text`; the text is in the failure so a disagreement can be read. */
const agree = (text: string): void => {
  expect({ text, doorway: doorwayAccepts(text) }).toEqual({ text, doorway: referenceAccepts(text) })
}

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/)
const domain = fc.oneof(
  fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom("com", "org", "io", "eth")).map(([labels, tld]) => [...labels, tld].join(".")),
  fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((octets) => octets.join(".")),
  fc.constant("localhost"),
  fc.constantFrom("[::1]", "[2001:db8::7]", "[fe80::1:2:3:4]", "[::ffff:192.0.2.1]", "[v1.fe80]")
)
const withPort = fc.tuple(domain, fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })).map(([host, port]) =>
  port === undefined ? host : `${host}:${port}`
)
const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => bytes.some((byte) => byte !== 0))
const address = key.map((bytes) => privateKeyToAddress(`0x${Buffer.from(bytes).toString("hex")}`))
const statementChar = fc.constantFrom(..."abcXYZ019 !#$&'()*+,-./:;=?@[]_~".split(""))
const statement = fc.option(fc.string({ unit: statementChar, minLength: 1, maxLength: 40 }), { nil: undefined })
const nonce = fc.stringMatching(/^[A-Za-z0-9]{8,16}$/)
const date = fc.date({ min: new Date("1971-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true })
const path = fc.array(fc.stringMatching(/^[a-z0-9._~-]{1,6}$/), { maxLength: 3 }).map((segments) => segments.map((s) => `/${s}`).join(""))
const uri = fc.tuple(fc.constantFrom("https", "http", "ipfs", "did"), withPort, path).map(([scheme, host, rest]) =>
  scheme === "did" ? `did:example:${host.replace(/[^a-z0-9.]/g, "")}${rest.replace(/\//g, ":")}` : `${scheme}://${host}${rest}`
)

const message = fc
  .record({
    domain: withPort,
    address,
    statement,
    uri,
    chainId: fc.integer({ min: 1, max: 2 ** 31 }),
    nonce,
    issuedAt: date,
    expirationTime: fc.option(date, { nil: undefined }),
    notBefore: fc.option(date, { nil: undefined }),
    requestId: fc.option(fc.stringMatching(/^[A-Za-z0-9-._~:@]{0,12}$/), { nil: undefined }),
    resources: fc.option(fc.array(uri, { maxLength: 3 }), { nil: undefined }),
    scheme: fc.option(fc.constantFrom("https", "http"), { nil: undefined })
  })
  .map((fields) => {
    try {
      return createSiweMessage({ ...fields, version: "1" })
    } catch {
      // A domain viem refuses (an IP literal, userinfo): the generated message is written out instead.
      return undefined
    }
  })
  .filter((text): text is string => text !== undefined)

/** One change to a valid message, each a way real input goes wrong. */
const mutate = (text: string, pick: number, at: number, char: string): string => {
  const lines = text.split("\n")
  const line = at % lines.length
  switch (pick % 12) {
    case 0: // a line missing
      return lines.filter((_, index) => index !== line).join("\n")
    case 1: // two lines swapped
      return lines.map((l, index) => (index === line ? lines[(line + 1) % lines.length] : index === (line + 1) % lines.length ? lines[line] : l)).join("\n")
    case 2: // the address in lower case
      return text.replace(/0x[0-9a-fA-F]{40}/, (found) => found.toLowerCase())
    case 3: // one letter of the address in the other case (a broken checksum)
      return text.replace(/0x[0-9a-fA-F]{40}/, (found) => {
        const index = 2 + (at % 40)
        const c = found[index]!
        return found.slice(0, index) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + found.slice(index + 1)
      })
    case 4: // a date that does not exist, or is malformed
      return text.replace(/Issued At: [^\n]+/, `Issued At: ${["2021-02-30T00:00:00Z", "2021-13-01T00:00:00Z", "2021-01-01 00:00:00Z", "2021-01-01T24:00:00Z", "2021-01-01T00:00:00", "2021-1-01T00:00:00Z", "2020-02-29t10:00:00z"][at % 7]}`)
    case 5: // an unknown field
      return `${text}\nFoo: bar`
    case 6: // extra whitespace: trailing space, double space, a CR before the line break, a leading space
      return [lines.map((l, i) => (i === line ? `${l} ` : l)).join("\n"), text.replace("URI: ", "URI:  "), text.replace(/\n/g, "\r\n"), ` ${text}`, `${text}\n`][at % 5]!
    case 7: // a non-ASCII domain
      return text.replace(/^[^ ]+/, ["exämple.com", "例え.jp", "xn--exmple-cua.com", "exa mple.com"][at % 4]!)
    case 8: // a character inserted
      return lines.map((l, i) => (i === line ? l.slice(0, at % (l.length + 1)) + char + l.slice(at % (l.length + 1)) : l)).join("\n")
    case 9: // a character removed
      return lines.map((l, i) => (i === line && l.length > 0 ? l.slice(0, at % l.length) + l.slice((at % l.length) + 1) : l)).join("\n")
    case 10: // optional fields out of order
      return text.replace(/(\nExpiration Time: [^\n]+)(\nNot Before: [^\n]+)/, "$2$1").replace(/(\nNot Before: [^\n]+)(\nRequest ID: [^\n]*)/, "$2$1")
    default: // the statement's line breaks changed
      return text.replace("\n\n", "\n\n\n")
  }
}

const anyChar = fc.constantFrom(..." \t\n\"%<>\\^`{|}:/@[]#?aZ09-é".split(""))

describe("EIP-4361 messages, against the reference parser", () => {
  it("accepts the messages viem builds from generated fields, as the reference does", () => {
    fc.assert(
      fc.property(message, (text) => {
        expect(doorwayAccepts(text)).toBe(true)
        agree(text)
      }),
      { numRuns: 500 }
    )
  })

  it("accepts exactly what the reference accepts among mutations of valid messages", () => {
    const seen = { accepted: 0, refused: 0 }
    fc.assert(
      fc.property(message, fc.nat(), fc.nat(), anyChar, (text, pick, at, char) => {
        const mutated = mutate(text, pick, at, char)
        agree(mutated)
        seen[referenceAccepts(mutated) ? "accepted" : "refused"] += 1
      }),
      { numRuns: 2000 }
    )
    // The mutations reach both sides of the grammar, so the agreement says something.
    expect(seen.accepted).toBeGreaterThan(100)
    expect(seen.refused).toBeGreaterThan(100)
  })

  it("agrees on hand-picked authorities and URIs", () => {
    const base = (domain: string, uri: string) =>
      `${domain} wants you to sign in with your Ethereum account:\n0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n\n\nURI: ${uri}\nVersion: 1\nChain ID: 1\nNonce: 32891756\nIssued At: 2021-09-30T16:25:24Z`
    const hosts = ["a", "@", "u:p@host", "1.2.3.256", "1.2.3.4.5", "[::]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8::]", "[1::2::3]", "[::ffff:1.2.3.4]", "[::1.2.3.999]", "[1:2:3:4:5:6:1.2.3.4]", "[1:2:3:4:5:6::1.2.3.4]", "[:::1]", "[12345::]", "[::...]", "[v1.x]", "[vg.x]", "%41b.c", "%4g.c", "host:", "host:99999", "ex_ample.com", "a:b:c"]
    for (const host of hosts) agree(base(host, "https://example.com"))
    const uris = ["https://example.com", "urn:isbn:123", "file:///x", "mailto:a@b.c", "https://[::1]:8080/p?q#f", "a:", "1a:b", "https://a/%zz", "https://a/b c", "https://a?x=[1]", "https://a#x#y", "https://u@[v7.abc]/", "//no-scheme"]
    for (const uri of uris) agree(base("example.com", uri))
  })
})

describe("the EIP's example messages", () => {
  it("parse to their fields", () => {
    const example = [
      "service.invalid wants you to sign in with your Ethereum account:",
      "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
      "",
      "I accept the ServiceOrg Terms of Service: https://service.invalid/tos",
      "",
      "URI: https://service.invalid/login",
      "Version: 1",
      "Chain ID: 1",
      "Nonce: 32891756",
      "Issued At: 2021-09-30T16:25:24Z",
      "Resources:",
      "- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/",
      "- https://example.com/my-web2-claim.json"
    ].join("\n")
    expect(parseSiweMessage(example)).toEqual(
      Either.right({
        domain: "service.invalid",
        address: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
        statement: "I accept the ServiceOrg Terms of Service: https://service.invalid/tos",
        uri: "https://service.invalid/login",
        version: "1",
        chainId: 1,
        nonce: "32891756",
        issuedAt: "2021-09-30T16:25:24Z",
        resources: ["ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/", "https://example.com/my-web2-claim.json"]
      })
    )
    const withScheme = example.replace("service.invalid wants", "https://service.invalid wants")
    expect(parseSiweMessage(withScheme)).toMatchObject(Either.right({ scheme: "https", domain: "service.invalid" }))
    agree(example)
    agree(withScheme)
  })
})
