/**
 * The message writer and its field rules against the published EIP-4361 test vectors of the
 * reference implementation (spruceid/siwe, files test/parsing_negative_objects.json,
 * test/message_objects.json and test/parsing_positive.json), copied as data into
 * fixtures/siweVectors.json: every object they refuse is refused, every valid one is written as a
 * message that both Doorway's parser and the reference parser (`@spruceid/siwe-parser`) read back
 * to the same fields, and each positive vector's fields are written as exactly its message.
 */
import { ParsedMessage } from "@spruceid/siwe-parser"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { siwxMessageText } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { parseSiweMessage } from "../../../core/siwx/eip4361/parseSiweMessage.js"
import vectors from "./fixtures/siweVectors.json" with { type: "json" }

/** A vector's object in Doorway's shape: `accountAddress`, and the CAIP-2 id of its numeric chain. */
const fieldsOf = (vector: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const { address, chainId, ...rest } = vector
  return {
    ...rest,
    ...(address === undefined ? {} : { accountAddress: address }),
    ...(chainId === undefined ? {} : { chainId: `eip155:${String(chainId)}` })
  }
}

/** The fields the reference parser reads from a text, or why it refuses it. */
const referenceRead = (text: string) => {
  const parsed = new ParsedMessage(text)
  return {
    domain: parsed.domain,
    address: parsed.address,
    statement: parsed.statement ?? undefined,
    uri: parsed.uri,
    version: parsed.version,
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt,
    expirationTime: parsed.expirationTime ?? undefined,
    notBefore: parsed.notBefore ?? undefined,
    requestId: parsed.requestId ?? undefined,
    resources: parsed.resources ?? undefined
  }
}

describe("parsing_negative_objects: every object refused", () => {
  it.each(Object.entries(vectors.parsing_negative_objects))("%s", (_name, vector) => {
    expect(Either.isLeft(siwxMessageText(fieldsOf(vector)))).toBe(true)
  })
})

describe("message_objects", () => {
  const valid = Object.entries(vectors.message_objects).filter(([, vector]) => vector.error === "none")
  const invalid = Object.entries(vectors.message_objects).filter(([, vector]) => vector.error !== "none")

  it("holds both kinds", () => {
    expect([valid.length, invalid.length]).toEqual([4, 9])
  })

  it.each(valid)("%s: written, and both parsers read back its fields", (_name, vector) => {
    const text = siwxMessageText(fieldsOf(vector.msg))
    if (Either.isLeft(text)) throw new Error(text.left.reason)
    const { msg } = vector
    const expected = {
      domain: msg.domain,
      address: msg.address,
      statement: msg.statement,
      uri: msg.uri,
      version: msg.version,
      chainId: msg.chainId,
      nonce: msg.nonce,
      issuedAt: msg.issuedAt,
      expirationTime: msg.expirationTime,
      notBefore: msg.notBefore,
      requestId: msg.requestId,
      resources: "resources" in msg ? msg.resources : undefined
    }
    expect(referenceRead(text.right)).toEqual(expected)
    const doorway = parseSiweMessage(text.right)
    if (Either.isLeft(doorway)) throw new Error(doorway.left.reason)
    expect(doorway.right).toEqual(Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined)))
  })

  it.each(invalid)("%s: refused", (_name, vector) => {
    expect(Either.isLeft(siwxMessageText(fieldsOf(vector.msg)))).toBe(true)
  })
})

describe("parsing_positive: the fields written are exactly the message", () => {
  it.each(Object.entries(vectors.parsing_positive))("%s", (_name, vector) => {
    expect(siwxMessageText(fieldsOf({ ...vector.fields, chainId: Number(vector.fields.chainId) }))).toEqual(Either.right(vector.message))
  })
})
