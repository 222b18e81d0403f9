/**
 * The sign-in message a wallet signed (CAIP-122), read back into its fields: EIP-4361 for EVM by
 * the reference parser (`@spruceid/siwe-parser`), and the same layout for Solana and Bitcoin,
 * whose header names their account and whose `Chain ID` is the full CAIP-2 id.
 */
import { ParsedMessage } from "@spruceid/siwe-parser"
import { Either } from "effect"

export type SignInNamespace = "eip155" | "solana" | "bip122"

export interface SignInMessage {
  readonly namespace: SignInNamespace
  /** CAIP-2, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  readonly caip2Network: string
  readonly domain: string
  readonly address: string
  readonly uri: string
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
}

const OTHER_HEADER = /^(.+) wants you to sign in with your (Solana|Bitcoin) account:$/
const NAMESPACE_OF_WORD = { Solana: "solana", Bitcoin: "bip122" } as const

/** `URI`, `Version`, `Chain ID`, `Nonce`, `Issued At` in order, then the optional lines. */
const parseOther = (text: string): Either.Either<SignInMessage, string> => {
  const lines = text.split("\n")
  const header = OTHER_HEADER.exec(lines[0] ?? "")
  if (header === null) return Either.left("not a sign-in message")
  const [, domain = "", word = "Solana"] = header
  const namespace = NAMESPACE_OF_WORD[word as keyof typeof NAMESPACE_OF_WORD]
  const address = lines[1] ?? ""
  if (!/^[A-Za-z0-9]+$/.test(address) || lines[2] !== "") return Either.left("invalid address line")
  // A statement and an empty line, or one empty line.
  let at = lines[3] === "" ? 4 : lines[4] === "" ? 5 : -1
  if (at === -1) return Either.left("invalid statement")
  const field = (label: string): string | undefined => {
    const line = lines[at]
    if (line === undefined || !line.startsWith(`${label}: `)) return undefined
    at++
    return line.slice(label.length + 2)
  }
  const uri = field("URI")
  const version = field("Version")
  const chainId = field("Chain ID")
  const nonce = field("Nonce")
  const issuedAt = field("Issued At")
  if (uri === undefined || version !== "1" || chainId === undefined || nonce === undefined || issuedAt === undefined) {
    return Either.left("missing or invalid field")
  }
  if (!chainId.startsWith(`${namespace}:`)) return Either.left(`the chain is not a ${word} chain`)
  const expirationTime = field("Expiration Time")
  const notBefore = field("Not Before")
  field("Request ID")
  if (lines[at] === "Resources:") {
    at++
    while (lines[at]?.startsWith("- ") === true) at++
  }
  if (at !== lines.length) return Either.left("unexpected text after the last field")
  return Either.right({ namespace, caip2Network: chainId, domain, address, uri, nonce, issuedAt, expirationTime, notBefore })
}

const parseEvm = (text: string): Either.Either<SignInMessage, string> =>
  Either.try({
    try: () => {
      const parsed = new ParsedMessage(text)
      return {
        namespace: "eip155" as const,
        caip2Network: `eip155:${parsed.chainId}`,
        domain: parsed.domain,
        address: parsed.address,
        uri: parsed.uri,
        nonce: parsed.nonce,
        issuedAt: parsed.issuedAt,
        expirationTime: parsed.expirationTime,
        notBefore: parsed.notBefore
      }
    },
    catch: (error) => `invalid EIP-4361 message: ${error instanceof Error ? error.message : String(error)}`
  })

export const parseSignInMessage = (text: string): Either.Either<SignInMessage, string> =>
  /sign in with your Ethereum account:\n/.test(text) ? parseEvm(text) : parseOther(text)
