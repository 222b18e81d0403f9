/** Frames of the wallet-connect relay WebSocket (WIRE §6.2, §6.4). */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { JsonRpcFailure, jsonRpcRequest, jsonRpcSuccess } from "./JsonRpc.js"
import { SafeUnion } from "./SafeUnion.js"

/** Params of one publish: a base64 envelope on a topic, with its tag, TTL and routing hints. */
export const RelayPublishParams = Schema.Struct({
  topic: Schema.String,
  message: Schema.String,
  ttl: Schema.Number,
  tag: Schema.Number,
  prompt: Schema.optional(Schema.Boolean),
  attestation: Schema.optional(Schema.String),
  correlationId: Schema.optional(Schema.Number),
  rpcMethods: Schema.optional(Schema.Array(Schema.String)),
  chainId: Schema.optional(Schema.String),
  txHashes: Schema.optional(Schema.Array(Schema.String)),
  contractAddresses: Schema.optional(Schema.Array(Schema.String))
}).annotations({ identifier: "RelayPublishParams" })
export type RelayPublishParams = typeof RelayPublishParams.Type

/** A message as the relay hands it out. `publishedAt` is in ms. */
export const RelayReceivedMessage = Schema.Struct({
  topic: Schema.String,
  message: Schema.String,
  publishedAt: Schema.Number,
  tag: Schema.Number,
  attestation: Schema.optional(Schema.NullOr(Schema.String))
}).annotations({ identifier: "RelayReceivedMessage" })
export type RelayReceivedMessage = typeof RelayReceivedMessage.Type

const Subscription = Schema.Struct({ topic: Schema.String, id: Schema.String })

// -- Client → relay ------------------------------------------------------------------------------

export const IrnSubscribe = jsonRpcRequest("irn_subscribe", Schema.Struct({ topic: Schema.String })).annotations({
  identifier: "IrnSubscribe"
})
export const IrnBatchSubscribe = jsonRpcRequest(
  "irn_batchSubscribe",
  Schema.Struct({ topics: Schema.Array(Schema.String) })
).annotations({ identifier: "IrnBatchSubscribe" })
export const IrnUnsubscribe = jsonRpcRequest("irn_unsubscribe", Subscription).annotations({ identifier: "IrnUnsubscribe" })
export const IrnBatchUnsubscribe = jsonRpcRequest(
  "irn_batchUnsubscribe",
  Schema.Struct({ subscriptions: Schema.Array(Subscription) })
).annotations({ identifier: "IrnBatchUnsubscribe" })
export const IrnPublish = jsonRpcRequest("irn_publish", RelayPublishParams).annotations({ identifier: "IrnPublish" })
export const IrnBatchPublish = jsonRpcRequest(
  "irn_batchPublish",
  Schema.Struct({ messages: Schema.Array(RelayPublishParams) })
).annotations({ identifier: "IrnBatchPublish" })
export const IrnFetchMessages = jsonRpcRequest("irn_fetchMessages", Schema.Struct({ topic: Schema.String })).annotations({
  identifier: "IrnFetchMessages"
})
export const IrnBatchFetchMessages = jsonRpcRequest(
  "irn_batchFetchMessages",
  Schema.Struct({ topics: Schema.Array(Schema.String) })
).annotations({ identifier: "IrnBatchFetchMessages" })

/** Relay-level proposal: the encrypted `wc_sessionPropose` envelope on the pairing topic. */
export const WcProposeSession = jsonRpcRequest(
  "wc_proposeSession",
  Schema.Struct({
    pairingTopic: Schema.String,
    sessionProposal: Schema.String,
    attestation: Schema.optional(Schema.String),
    ttl: Schema.Number,
    correlationId: Schema.optional(Schema.Number)
  })
).annotations({ identifier: "WcProposeSession" })

/** Relay-level approval: the proposal response and the settlement request in one call. */
export const WcApproveSession = jsonRpcRequest(
  "wc_approveSession",
  Schema.Struct({
    sessionTopic: Schema.String,
    pairingTopic: Schema.String,
    sessionProposalResponse: Schema.String,
    sessionSettlementRequest: Schema.String,
    ttl: Schema.Number,
    correlationId: Schema.optional(Schema.Number),
    approvedChains: Schema.optional(Schema.Array(Schema.String)),
    approvedMethods: Schema.optional(Schema.Array(Schema.String)),
    approvedEvents: Schema.optional(Schema.Array(Schema.String)),
    approvedAccounts: Schema.optional(Schema.Array(Schema.String)),
    sessionProperties: Schema.optional(Schema.Record({ key: RecordKey, value: Schema.Unknown })),
    scopedProperties: Schema.optional(Schema.Record({ key: RecordKey, value: Schema.Unknown }))
  })
).annotations({ identifier: "WcApproveSession" })

/** Every request a client sends to the relay, by `method`. */
export const RelayClientRequest = SafeUnion(
  IrnSubscribe,
  IrnBatchSubscribe,
  IrnUnsubscribe,
  IrnBatchUnsubscribe,
  IrnPublish,
  IrnBatchPublish,
  IrnFetchMessages,
  IrnBatchFetchMessages,
  WcProposeSession,
  WcApproveSession
).annotations({ identifier: "RelayClientRequest" })
export type RelayClientRequest = typeof RelayClientRequest.Type

// -- Relay → client ------------------------------------------------------------------------------

/** A message delivered on a subscribed topic; the client acknowledges it with result `true`. */
export const IrnSubscription = jsonRpcRequest(
  "irn_subscription",
  Schema.Struct({ id: Schema.String, data: RelayReceivedMessage })
).annotations({ identifier: "IrnSubscription" })
export type IrnSubscription = typeof IrnSubscription.Type

/** Results, by method: subscribe → subscription id; batch subscribe → ids; the rest → true. */
export const RelaySubscribeResult = jsonRpcSuccess(Schema.String).annotations({ identifier: "RelaySubscribeResult" })
export const RelayBatchSubscribeResult = jsonRpcSuccess(Schema.Array(Schema.String)).annotations({
  identifier: "RelayBatchSubscribeResult"
})
export const RelayAck = jsonRpcSuccess(Schema.Literal(true)).annotations({ identifier: "RelayAck" })
export const RelayFetchMessagesResult = jsonRpcSuccess(
  Schema.Struct({ messages: Schema.Array(RelayReceivedMessage), hasMore: Schema.Boolean })
).annotations({ identifier: "RelayFetchMessagesResult" })

/** Anything the relay sends down the socket: a pushed message, a result or an error. */
export const RelayServerFrame = SafeUnion(
  IrnSubscription,
  JsonRpcFailure,
  RelayFetchMessagesResult,
  RelayBatchSubscribeResult,
  RelaySubscribeResult,
  RelayAck
).annotations({ identifier: "RelayServerFrame" })
export type RelayServerFrame = typeof RelayServerFrame.Type
