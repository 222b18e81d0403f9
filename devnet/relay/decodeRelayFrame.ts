/**
 * One text frame from a relay client, decoded with the wire schemas (WIRE.md §6.2): a request of a
 * known method, an acknowledgement of a push, something to ignore, or a JSON-RPC error to answer.
 * Never throws: any input gets one of these.
 */
import { Either, ParseResult, Schema } from "effect"
import { JsonRpcId } from "../../schemas/JsonRpc.js"
import {
  IrnBatchFetchMessages,
  IrnBatchPublish,
  IrnBatchSubscribe,
  IrnBatchUnsubscribe,
  IrnFetchMessages,
  IrnPublish,
  IrnSubscribe,
  IrnUnsubscribe,
  WcApproveSession,
  WcProposeSession
} from "../../schemas/RelayMessages.js"
import type { RelayClientRequest } from "../../schemas/RelayMessages.js"
import { INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR } from "../net/jsonRpcHttpServer.js"
import { paramsProblem } from "./paramsProblem.js"

/** Frames larger than this (in UTF-8 bytes) are answered with an error and dropped. */
export const MAX_FRAME_BYTES = 1024 * 1024

export type InboundFrame =
  /** `idJson` is the request's id as it appeared in the frame, to echo byte for byte. */
  | { readonly _tag: "Request"; readonly idJson: string; readonly request: RelayClientRequest }
  /** The client's `result: true` for the push with this id. */
  | { readonly _tag: "Ack"; readonly pushId: number }
  /** A notification or a response that needs nothing. */
  | { readonly _tag: "Ignored" }
  | { readonly _tag: "Rejected"; readonly idJson: string; readonly code: number; readonly message: string }

const REQUESTS: Readonly<Record<RelayClientRequest["method"], Schema.Schema<RelayClientRequest, unknown>>> = {
  irn_subscribe: IrnSubscribe as Schema.Schema<RelayClientRequest, unknown>,
  irn_batchSubscribe: IrnBatchSubscribe as Schema.Schema<RelayClientRequest, unknown>,
  irn_unsubscribe: IrnUnsubscribe as Schema.Schema<RelayClientRequest, unknown>,
  irn_batchUnsubscribe: IrnBatchUnsubscribe as Schema.Schema<RelayClientRequest, unknown>,
  irn_publish: IrnPublish as Schema.Schema<RelayClientRequest, unknown>,
  irn_batchPublish: IrnBatchPublish as Schema.Schema<RelayClientRequest, unknown>,
  irn_fetchMessages: IrnFetchMessages as Schema.Schema<RelayClientRequest, unknown>,
  irn_batchFetchMessages: IrnBatchFetchMessages as Schema.Schema<RelayClientRequest, unknown>,
  wc_proposeSession: WcProposeSession as Schema.Schema<RelayClientRequest, unknown>,
  wc_approveSession: WcApproveSession as Schema.Schema<RelayClientRequest, unknown>
}

/** What every frame must be before its method is looked at: an object, with an id of the JSON-RPC kinds. */
const Envelope = Schema.Struct({
  jsonrpc: Schema.optional(Schema.Unknown),
  id: Schema.optional(JsonRpcId),
  method: Schema.optional(Schema.Unknown),
  result: Schema.optional(Schema.Unknown),
  error: Schema.optional(Schema.Unknown)
})

const parseJson = Schema.decodeUnknownEither(Schema.parseJson())
const decodeEnvelope = Schema.decodeUnknownEither(Envelope)

const rejected = (idJson: string, code: number, message: string): InboundFrame => ({ _tag: "Rejected", idJson, code, message })

/**
 * The id's JSON text. Integers past 2^53 (Kotlin and Swift clients send u64 ids as numbers) lose
 * digits in `JSON.parse`, so their text is taken from the frame itself.
 */
const idJsonOf = (text: string, id: string | number | null | undefined): string => {
  if (typeof id !== "number" || Number.isSafeInteger(id)) return JSON.stringify(id ?? null)
  for (const match of text.matchAll(/"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g)) {
    if (match[1] !== undefined && Number(match[1]) === id) return match[1]
  }
  return JSON.stringify(id)
}

const firstIssue = (error: ParseResult.ParseError): string => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0]
  if (issue === undefined) return "does not match"
  const path = issue.path.map(String).join(".")
  return path === "" ? issue.message : `${path}: ${issue.message}`
}

export const decodeRelayFrame = (text: string): InboundFrame => {
  const bytes = Buffer.byteLength(text, "utf8")
  if (bytes > MAX_FRAME_BYTES) {
    return rejected("null", INVALID_REQUEST, `Invalid request: the message is ${bytes} bytes; the limit is ${MAX_FRAME_BYTES}`)
  }
  const parsed = parseJson(text)
  if (Either.isLeft(parsed)) return rejected("null", PARSE_ERROR, "Parse error")
  const value = parsed.right
  if (typeof value !== "object" || value === null || Array.isArray(value)) return rejected("null", INVALID_REQUEST, "Invalid request")
  const envelope = decodeEnvelope(value)
  if (Either.isLeft(envelope)) return rejected("null", INVALID_REQUEST, "Invalid request: id must be a string, a number or null")
  const { id, method } = envelope.right
  const idJson = idJsonOf(text, id)
  if (envelope.right.jsonrpc !== "2.0") return rejected(idJson, INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0"')
  if (method === undefined) {
    if (id === undefined || !("result" in value || "error" in value)) return rejected(idJson, INVALID_REQUEST, "Invalid request")
    const pushId = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id
    return envelope.right.result === true && typeof pushId === "number" ? { _tag: "Ack", pushId } : { _tag: "Ignored" }
  }
  if (typeof method !== "string") return rejected(idJson, INVALID_REQUEST, "Invalid request: method must be a string")
  // A request without an id is a notification: JSON-RPC gives it no answer, and no relay method is one.
  if (id === undefined) return { _tag: "Ignored" }
  const schema = Object.hasOwn(REQUESTS, method) ? REQUESTS[method as RelayClientRequest["method"]] : undefined
  if (schema === undefined) return rejected(idJson, METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 64)}`)
  const request = Schema.decodeUnknownEither(schema)(value)
  if (Either.isLeft(request)) return rejected(idJson, INVALID_PARAMS, `Invalid params: ${firstIssue(request.left)}`)
  const problem = paramsProblem(request.right)
  if (problem !== undefined) return rejected(idJson, INVALID_PARAMS, `Invalid params: ${problem}`)
  return { _tag: "Request", idJson, request: request.right }
}
