/** JSON-RPC 2.0 envelopes and the relay's frames (WIRE §1.4, §6). */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  GetExchangesResult,
  JsonRpcBatchRequest,
  JsonRpcBatchResponse,
  JsonRpcRequest,
  JsonRpcResponse,
  RelayAuthClaims,
  RelayClientRequest,
  RelayServerFrame,
  jsonRpcSuccess
} from "../../schemas/index.js"
import { accepts, decodeOk } from "./messages.js"

describe("JSON-RPC 2.0", () => {
  it("decodes requests with number, string or null ids, and notifications", () => {
    expect(decodeOk(JsonRpcRequest, { jsonrpc: "2.0", id: 1, method: "eth_blockNumber" }).id).toBe(1)
    expect(decodeOk(JsonRpcRequest, { jsonrpc: "2.0", id: "1733456789012345678", method: "irn_subscribe", params: { topic: "t" } }).id).toBe(
      "1733456789012345678"
    )
    expect(decodeOk(JsonRpcRequest, { jsonrpc: "2.0", id: null, method: "m", params: [] }).id).toBeNull()
    expect(decodeOk(JsonRpcRequest, { jsonrpc: "2.0", method: "notify" })).toEqual({ jsonrpc: "2.0", method: "notify" })
  })
  it("rejects other versions, non-string methods and scalar params", () => {
    expect(accepts(JsonRpcRequest, { jsonrpc: "1.0", id: 1, method: "m" })).toBe(false)
    expect(accepts(JsonRpcRequest, { jsonrpc: "2.0", id: 1, method: 5 })).toBe(false)
    expect(accepts(JsonRpcRequest, { jsonrpc: "2.0", id: 1, method: "m", params: "x" })).toBe(false)
    expect(accepts(JsonRpcRequest, { jsonrpc: "2.0", id: true, method: "m" })).toBe(false)
  })
  it("tells a failure from a success, and a null result from a missing one", () => {
    const failure = decodeOk(JsonRpcResponse, { jsonrpc: "2.0", id: 1, error: { code: -32601, message: "Method not found", data: { m: "x" } } })
    expect("error" in failure && failure.error.code).toBe(-32601)
    const success = decodeOk(JsonRpcResponse, { jsonrpc: "2.0", id: 1, result: null })
    expect("result" in success && success.result).toBeNull()
    expect(accepts(JsonRpcResponse, { jsonrpc: "2.0", id: 1 })).toBe(false)
    expect(accepts(JsonRpcResponse, { jsonrpc: "2.0", id: 1, error: { code: "x", message: "m" } })).toBe(false)
  })
  it("decodes batches", () => {
    expect(decodeOk(JsonRpcBatchRequest, [{ jsonrpc: "2.0", id: 1, method: "a" }, { jsonrpc: "2.0", id: 2, method: "b" }])).toHaveLength(2)
    expect(accepts(JsonRpcBatchRequest, [])).toBe(false)
    expect(decodeOk(JsonRpcBatchResponse, [{ jsonrpc: "2.0", id: 1, result: "0x1" }, { jsonrpc: "2.0", id: 2, error: { code: -32000, message: "x" } }])).toHaveLength(
      2
    )
  })
  it("types results of one method", () => {
    const Exchanges = jsonRpcSuccess(GetExchangesResult)
    const body = { jsonrpc: "2.0", id: 1, result: { exchanges: [{ id: "coinbase", imageUrl: "https://example.org/c.png", name: "Coinbase" }], total: 1 } }
    expect(decodeOk(Exchanges, body).result.total).toBe(1)
    expect(accepts(Exchanges, { ...body, result: { exchanges: [] } })).toBe(false)
  })
})

describe("relay frames", () => {
  const topic = "a".repeat(64)
  it("decodes each client request by method", () => {
    const requests = [
      { method: "irn_subscribe", params: { topic } },
      { method: "irn_batchSubscribe", params: { topics: [topic, "b".repeat(64)] } },
      { method: "irn_unsubscribe", params: { topic, id: "c".repeat(64) } },
      { method: "irn_batchUnsubscribe", params: { subscriptions: [{ topic, id: "c" }] } },
      {
        method: "irn_publish",
        params: { topic, message: "AAECAw==", ttl: 300, tag: 1100, prompt: true, correlationId: 1733456789012345, rpcMethods: ["eth_sendTransaction"], chainId: "eip155:1" }
      },
      { method: "irn_batchPublish", params: { messages: [{ topic, message: "AA==", ttl: 86400, tag: 1000 }] } },
      { method: "irn_fetchMessages", params: { topic } },
      { method: "irn_batchFetchMessages", params: { topics: [topic] } },
      { method: "wc_proposeSession", params: { pairingTopic: topic, sessionProposal: "AA==", ttl: 300, correlationId: 1 } },
      {
        method: "wc_approveSession",
        params: { sessionTopic: topic, pairingTopic: topic, sessionProposalResponse: "AA==", sessionSettlementRequest: "AQ==", ttl: 300, approvedChains: ["eip155:1"] }
      }
    ]
    for (const request of requests) {
      const frame = { id: "1733456789012345678", jsonrpc: "2.0", ...request }
      expect(decodeOk(RelayClientRequest, frame).method).toBe(request.method)
    }
  })
  it("rejects a publish without a ttl or with an unknown method", () => {
    expect(accepts(RelayClientRequest, { id: 1, jsonrpc: "2.0", method: "irn_publish", params: { topic, message: "AA==", tag: 1 } })).toBe(false)
    expect(accepts(RelayClientRequest, { id: 1, jsonrpc: "2.0", method: "irn_watchRegister", params: {} })).toBe(false)
  })
  it("decodes a pushed message, acks, results and errors", () => {
    const push = {
      id: "1733456789012345679",
      jsonrpc: "2.0",
      method: "irn_subscription",
      params: { id: "sub", data: { topic, message: "AA==", publishedAt: 1733456789012, tag: 1101, attestation: null } }
    }
    expect(decodeOk(RelayServerFrame, push)).toEqual(push)
    expect(accepts(RelayServerFrame, { id: 1, jsonrpc: "2.0", result: true })).toBe(true)
    expect(accepts(RelayServerFrame, { id: "1", jsonrpc: "2.0", result: "c".repeat(64) })).toBe(true)
    expect(accepts(RelayServerFrame, { id: "1", jsonrpc: "2.0", result: ["a", "b"] })).toBe(true)
    expect(accepts(RelayServerFrame, { id: "1", jsonrpc: "2.0", result: { messages: [], hasMore: false } })).toBe(true)
    expect(accepts(RelayServerFrame, { id: "1", jsonrpc: "2.0", error: { code: -32600, message: "Invalid request" } })).toBe(true)
    expect(accepts(RelayServerFrame, { id: "1", jsonrpc: "2.0", result: 42 })).toBe(false)
  })
  it("decodes the auth token claims", () => {
    const claims = { iss: "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK", sub: "ab".repeat(32), aud: "wss://relay.example", iat: 1733456789, exp: 1733543189 }
    expect(Schema.decodeUnknownSync(RelayAuthClaims)(claims)).toEqual(claims)
    expect(accepts(RelayAuthClaims, { ...claims, iss: "z6Mk…" })).toBe(false)
  })
})
