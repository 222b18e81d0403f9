/**
 * Whatever a client sends, the relay's frame decoder answers with one of its outcomes and never
 * throws; a request of a known method with broken params is answered -32602, not dropped.
 */
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { decodeRelayFrame } from "../../../devnet/relay/decodeRelayFrame.js"

const METHODS = [
  "irn_subscribe",
  "irn_batchSubscribe",
  "irn_unsubscribe",
  "irn_batchUnsubscribe",
  "irn_publish",
  "irn_batchPublish",
  "irn_fetchMessages",
  "irn_batchFetchMessages",
  "wc_proposeSession",
  "wc_approveSession"
]

const outcomes = new Set(["Request", "Ack", "Ignored", "Rejected"])

describe("decodeRelayFrame", () => {
  it("never throws on any text or any JSON", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((value) => JSON.stringify(value))), (text) => {
        expect(outcomes.has(decodeRelayFrame(text)._tag)).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  it("a known method with arbitrary params is a request or -32602 with the request's id", () => {
    fc.assert(
      fc.property(fc.constantFrom(...METHODS), fc.jsonValue({ maxDepth: 3 }), fc.oneof(fc.integer(), fc.string()), (method, params, id) => {
        const frame = decodeRelayFrame(JSON.stringify({ id, jsonrpc: "2.0", method, params }))
        if (frame._tag === "Rejected") {
          expect(frame.code).toBe(-32602)
          expect(frame.idJson).toBe(JSON.stringify(id))
        } else expect(frame._tag).toBe("Request")
      }),
      { numRuns: 300 }
    )
  })

  it("reads a method or id whose toString is not a function as an invalid request", () => {
    expect(decodeRelayFrame('{"id":1,"jsonrpc":"2.0","method":{"toString":""}}')).toMatchObject({ _tag: "Rejected", code: -32600 })
    expect(decodeRelayFrame('{"id":{"toString":""},"jsonrpc":"2.0","method":"irn_subscribe"}')).toMatchObject({ _tag: "Rejected", code: -32600 })
    expect(decodeRelayFrame('{"id":1,"jsonrpc":"2.0","method":"__proto__","params":{}}')).toMatchObject({ _tag: "Rejected", code: -32601 })
  })
})
