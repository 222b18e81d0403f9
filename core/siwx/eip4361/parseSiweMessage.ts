import { Either } from "effect"
import { checksumAddress } from "viem"
import { NONCE, REQUEST_ID, SCHEME_PATTERN, STATEMENT, isAuthority, isDateTime, isUri } from "./grammar.js"

/** The fields of an EIP-4361 message, as its text gives them. */
export interface SiweFields {
  readonly scheme?: string
  readonly domain: string
  readonly address: string
  /** `""` for the explicit empty statement (three line breaks), absent when there is none. */
  readonly statement?: string
  readonly uri: string
  readonly version: "1"
  readonly chainId: number
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: ReadonlyArray<string>
}

/** Why a text is not an EIP-4361 message: the first rule it breaks. */
export class SiweMessageInvalid {
  readonly _tag = "SiweMessageInvalid"
  constructor(readonly reason: string) {}
}

const HEADER = / wants you to sign in with your Ethereum account:$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The optional lines after Issued At, in their order. */
const OPTIONAL = [
  ["Expiration Time: ", "expirationTime"],
  ["Not Before: ", "notBefore"],
  ["Request ID: ", "requestId"]
] as const

/**
 * Parses an EIP-4361 message strictly, as the ABNF of the EIP (with the reference parser's
 * readings, see grammar.ts): the exact line layout, an EIP-55 checksummed address, RFC 3986
 * authority and URIs, RFC 3339 date-times that exist, and nothing after the last field. viem's own
 * parser takes any `key: value` lines it finds, so what a wallet signed is checked here instead.
 */
export const parseSiweMessage = (text: string): Either.Either<SiweFields, SiweMessageInvalid> => {
  const fail = (reason: string) => Either.left(new SiweMessageInvalid(reason))
  const lines = text.split("\n")
  let at = 0
  const next = (): string | undefined => lines[at++]

  const first = next() ?? ""
  if (!HEADER.test(first)) return fail("the first line is not the sign-in header")
  const origin = first.replace(HEADER, "")
  const schemeEnd = origin.indexOf("://")
  const scheme = schemeEnd >= 0 && SCHEME_PATTERN.test(origin.slice(0, schemeEnd)) ? origin.slice(0, schemeEnd) : undefined
  const domain = scheme === undefined ? origin : origin.slice(schemeEnd + 3)
  if (domain === "" || !isAuthority(domain)) return fail("invalid domain")

  const address = next() ?? ""
  if (!ADDRESS.test(address) || checksumAddress(address as `0x${string}`) !== address) return fail("invalid EIP-55 address")

  // After the address: an empty line, then the statement and an empty line, or three empty lines
  // (an explicit empty statement), or two (none).
  if (next() !== "") return fail("no empty line after the address")
  let statement: string | undefined
  const afterGap = next()
  if (afterGap === undefined) return fail("the message ends after the address")
  if (afterGap === "") {
    if (lines[at] === "") {
      at++
      statement = ""
    }
  } else {
    if (!STATEMENT.test(afterGap)) return fail("invalid statement")
    statement = afterGap
    if (next() !== "") return fail("no empty line after the statement")
  }

  const field = (label: string): string | undefined => {
    const line = lines[at]
    if (line === undefined || !line.startsWith(label)) return undefined
    at++
    return line.slice(label.length)
  }
  const uri = field("URI: ")
  if (uri === undefined || !isUri(uri)) return fail("invalid URI")
  if (field("Version: ") !== "1") return fail("invalid version")
  const chainIdText = field("Chain ID: ")
  if (chainIdText === undefined || !/^[0-9]+$/.test(chainIdText) || !Number.isFinite(Number.parseInt(chainIdText, 10))) {
    return fail("invalid chain-id")
  }
  const nonce = field("Nonce: ")
  if (nonce === undefined || !NONCE.test(nonce)) return fail("invalid nonce")
  const issuedAt = field("Issued At: ")
  if (issuedAt === undefined || !isDateTime(issuedAt)) return fail("invalid issued-at")

  const optional: { expirationTime?: string; notBefore?: string; requestId?: string } = {}
  for (const [label, key] of OPTIONAL) {
    const value = field(label)
    if (value === undefined) continue
    const valid = key === "requestId" ? REQUEST_ID.test(value) : isDateTime(value)
    if (!valid) return fail(`invalid ${label.slice(0, -2).toLowerCase()}`)
    optional[key] = value
  }
  let resources: Array<string> | undefined
  if (lines[at] === "Resources:") {
    at++
    resources = []
    while (at < lines.length) {
      const resource = field("- ")
      if (resource === undefined || !isUri(resource)) return fail("invalid resource")
      resources.push(resource)
    }
  }
  if (at !== lines.length) return fail("unexpected text after the last field")

  return Either.right({
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: "1",
    chainId: Number.parseInt(chainIdText, 10),
    nonce,
    issuedAt,
    ...optional,
    ...(resources === undefined ? {} : { resources })
  })
}
