/** JSON-RPC 2.0 envelopes: requests, responses and batches. */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { SafeUnion } from "./SafeUnion.js"

export const JsonRpcVersion = Schema.Literal("2.0").annotations({ identifier: "JsonRpcVersion" })

/** Request id: a number, a string (relay clients send 19-digit ids as text) or null. */
export const JsonRpcId = Schema.Union(Schema.Number, Schema.String, Schema.Null).annotations({ identifier: "JsonRpcId" })
export type JsonRpcId = typeof JsonRpcId.Type

/** Positional or named params. */
export const JsonRpcParams = Schema.Union(
  Schema.Array(Schema.Unknown),
  Schema.Record({ key: RecordKey, value: Schema.Unknown })
).annotations({ identifier: "JsonRpcParams" })
export type JsonRpcParams = typeof JsonRpcParams.Type

/** Any value that is present: a required `result` key may hold null, but must not be missing. */
export const Present = Schema.Unknown.pipe(Schema.filter((value) => value !== undefined)).annotations({
  identifier: "Present"
})

/** A request, or a notification when `id` is absent. */
export const JsonRpcRequest = Schema.Struct({
  jsonrpc: JsonRpcVersion,
  id: Schema.optional(JsonRpcId),
  method: Schema.String,
  params: Schema.optional(JsonRpcParams)
}).annotations({ identifier: "JsonRpcRequest" })
export type JsonRpcRequest = typeof JsonRpcRequest.Type

export const JsonRpcErrorObject = Schema.Struct({
  code: Schema.Number,
  message: Schema.String,
  data: Schema.optional(Schema.Unknown)
}).annotations({ identifier: "JsonRpcErrorObject" })
export type JsonRpcErrorObject = typeof JsonRpcErrorObject.Type

export const JsonRpcSuccess = Schema.Struct({
  jsonrpc: JsonRpcVersion,
  id: JsonRpcId,
  result: Present
}).annotations({ identifier: "JsonRpcSuccess" })
export type JsonRpcSuccess = typeof JsonRpcSuccess.Type

export const JsonRpcFailure = Schema.Struct({
  jsonrpc: JsonRpcVersion,
  id: JsonRpcId,
  error: JsonRpcErrorObject
}).annotations({ identifier: "JsonRpcFailure" })
export type JsonRpcFailure = typeof JsonRpcFailure.Type

/** A response: an error object wins over a result, so a failure is never read as a success. */
export const JsonRpcResponse = SafeUnion(JsonRpcFailure, JsonRpcSuccess).annotations({ identifier: "JsonRpcResponse" })
export type JsonRpcResponse = typeof JsonRpcResponse.Type

export const JsonRpcBatchRequest = Schema.NonEmptyArray(JsonRpcRequest).annotations({ identifier: "JsonRpcBatchRequest" })
export type JsonRpcBatchRequest = typeof JsonRpcBatchRequest.Type

export const JsonRpcBatchResponse = Schema.Array(JsonRpcResponse).annotations({ identifier: "JsonRpcBatchResponse" })
export type JsonRpcBatchResponse = typeof JsonRpcBatchResponse.Type

/** A request of one method with typed params. */
export const jsonRpcRequest = <M extends string, P extends Schema.Schema.Any>(method: M, params: P) =>
  Schema.Struct({
    jsonrpc: JsonRpcVersion,
    id: JsonRpcId,
    method: Schema.Literal(method),
    params
  })

/** A success response with a typed result. */
export const jsonRpcSuccess = <R extends Schema.Schema.Any>(result: R) =>
  Schema.Struct({
    jsonrpc: JsonRpcVersion,
    id: JsonRpcId,
    result
  })
