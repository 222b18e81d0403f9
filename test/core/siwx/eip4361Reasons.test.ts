/**
 * What each EIP-4361 refusal says: the parser names the first rule a text breaks, and the field
 * decoder names the field and its rule (`field: rule`), so a host developer reading the log knows
 * what to fix. Accepted texts and fields come back exactly, with no key added.
 */
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeSiwxMessageFields } from "../../../core/siwx/eip4361/siwxMessageFields.js"
import { parseSiweMessage } from "../../../core/siwx/eip4361/parseSiweMessage.js"

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const LINES = [
  "app.example wants you to sign in with your Ethereum account:",
  ADDRESS,
  "",
  "Sign in to the app.",
  "",
  "URI: https://app.example/",
  "Version: 1",
  "Chain ID: 1",
  "Nonce: abcdefgh1234",
  "Issued At: 2026-11-25T12:00:00.000Z"
] as const

const text = (lines: ReadonlyArray<string>) => lines.join("\n")
const replaced = (index: number, line: string) => LINES.map((each, at) => (at === index ? line : each))
const reasonOf = (message: string) =>
  Either.match(parseSiweMessage(message), { onLeft: (error) => `${error._tag}: ${error.reason}`, onRight: () => "accepted" })

describe("parseSiweMessage's refusals", () => {
  const refusals: ReadonlyArray<readonly [string, string, string]> = [
    ["a first line that is not the header", text(replaced(0, "app.example wants you to sign in")), "the first line is not the sign-in header"],
    ["a domain that is not an authority", text(replaced(0, "#bad wants you to sign in with your Ethereum account:")), "invalid domain"],
    ["an empty domain", text(replaced(0, " wants you to sign in with your Ethereum account:")), "invalid domain"],
    ["the header alone", LINES[0], "invalid EIP-55 address"],
    ["an address with a wrong checksum", text(replaced(1, ADDRESS.toLowerCase())), "invalid EIP-55 address"],
    ["no empty line after the address", text(replaced(2, "x")), "no empty line after the address"],
    ["nothing after the address's empty line", text([LINES[0], LINES[1], ""]), "the message ends after the address"],
    ["a statement with a control character", text(replaced(3, "Sign\tin")), "invalid statement"],
    ["no empty line after the statement", text(replaced(4, "more")), "no empty line after the statement"],
    ["a URI that is not RFC 3986", text(replaced(5, "URI: :not a uri")), "invalid URI"],
    ["version 2", text(replaced(6, "Version: 2")), "invalid version"],
    ["a chain id in hex", text(replaced(7, "Chain ID: 0x1")), "invalid chain-id"],
    ["a nonce of 7 characters", text(replaced(8, "Nonce: abc1234")), "invalid nonce"],
    ["an issued-at that does not exist", text(replaced(9, "Issued At: 2026-02-31T12:00:00.000Z")), "invalid issued-at"],
    ["an expiration that is not a date", text([...LINES, "Expiration Time: tomorrow"]), "invalid expiration time"],
    ["a not-before hour 25", text([...LINES, "Not Before: 2026-11-25T25:00:00.000Z"]), "invalid not before"],
    ["a request id with a space", text([...LINES, "Request ID: one two"]), "invalid request id"],
    ["a resource that is not a URI", text([...LINES, "Resources:", "- app.example"]), "invalid resource"],
    ["a line after the last field", text([...LINES, "Extra: field"]), "unexpected text after the last field"]
  ]
  for (const [name, message, reason] of refusals) {
    it(`${name}: ${reason}`, () => {
      expect(reasonOf(message)).toBe(`SiweMessageInvalid: ${reason}`)
    })
  }

  it("gives back exactly the fields the text has: no key for an absent scheme, statement or resources", () => {
    const plain = parseSiweMessage(text([LINES[0], LINES[1], "", "", ...LINES.slice(5)]))
    expect(plain).toStrictEqual(
      Either.right({ domain: "app.example", address: ADDRESS, uri: "https://app.example/", version: "1", chainId: 1, nonce: "abcdefgh1234", issuedAt: "2026-11-25T12:00:00.000Z" })
    )
    const full = parseSiweMessage(
      text([
        "https://app.example wants you to sign in with your Ethereum account:",
        ADDRESS,
        "",
        "",
        "",
        ...LINES.slice(5),
        "Request ID: r-1",
        "Resources:",
        "- https://app.example/terms"
      ])
    )
    expect(full).toStrictEqual(
      Either.right({
        scheme: "https",
        domain: "app.example",
        address: ADDRESS,
        statement: "",
        uri: "https://app.example/",
        version: "1",
        chainId: 1,
        nonce: "abcdefgh1234",
        issuedAt: "2026-11-25T12:00:00.000Z",
        requestId: "r-1",
        resources: ["https://app.example/terms"]
      })
    )
  })
})

const GOOD = {
  accountAddress: ADDRESS,
  chainId: "eip155:1",
  domain: "app.example",
  uri: "https://app.example/",
  version: "1",
  nonce: "abcdefgh1234",
  issuedAt: "2026-11-25T12:00:00.000Z"
} as const

const fieldReason = (input: unknown) =>
  Either.match(decodeSiwxMessageFields(input), { onLeft: (error) => `${error._tag}: ${error.reason}`, onRight: () => "accepted" })

describe("decodeSiwxMessageFields' refusals", () => {
  const refusals: ReadonlyArray<readonly [string, Record<string, unknown>, string]> = [
    ["an empty domain", { domain: "" }, "domain: not an RFC 3986 authority"],
    ["a URI that is not RFC 3986", { uri: ":nope" }, "uri: not an RFC 3986 URI"],
    ["an issued-at that does not exist", { issuedAt: "2100-02-31T00:00:00Z" }, "issuedAt: not an RFC 3339 date-time that exists"],
    ["a statement with a line break", { statement: "one\ntwo" }, "statement: not one line of the allowed characters"],
    ["a statement given as undefined", { statement: undefined }, "statement: Expected string, actual undefined"],
    ["a nonce of 7 characters", { nonce: "abc1234" }, "nonce: not at least 8 letters and digits"],
    ["a request id with a space", { requestId: "one two" }, "requestId: not URI path characters"],
    ["a second resource that is not a URI", { resources: ["https://app.example/", "app.example"] }, "resources.1: not an RFC 3986 URI"],
    ["an EVM address with a wrong checksum", { accountAddress: "0x70997970c51812dc3A010C7d01b50e0d17dc79C8" }, "accountAddress: not an EIP-55 or lowercase EVM address"],
    ["an EVM address one digit too long", { accountAddress: `0x${"a".repeat(41)}` }, "accountAddress: not an EIP-55 or lowercase EVM address"],
    ["an EVM address after a prefix", { accountAddress: `x0x${"a".repeat(40)}` }, "accountAddress: not an EIP-55 or lowercase EVM address"],
    ["a Solana address with a dash at the end", { chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", accountAddress: "abc-" }, "accountAddress: not letters and digits"],
    ["a Solana address with a dash at the start", { chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", accountAddress: "-abc" }, "accountAddress: not letters and digits"],
    ["an EVM network's reference in hex", { chainId: "eip155:0x1" }, "chainId: an EVM network's reference is not decimal"]
  ]
  for (const [name, change, reason] of refusals) {
    it(`${name}: ${reason}`, () => {
      expect(fieldReason({ ...GOOD, ...change })).toBe(`SiwxMessageInvalid: ${reason}`)
    })
  }

  it("accepts the account placeholder, a lowercase EVM address, another family's letters and digits, and ignores unknown keys", () => {
    expect(fieldReason({ ...GOOD, accountAddress: "<<AccountAddress>>" })).toBe("accepted")
    expect(fieldReason({ ...GOOD, accountAddress: ADDRESS.toLowerCase() })).toBe("accepted")
    expect(fieldReason({ ...GOOD, chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", accountAddress: "7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy" })).toBe("accepted")
    expect(fieldReason({ ...GOOD, extra: "kept out" })).toBe("accepted")
  })
})
