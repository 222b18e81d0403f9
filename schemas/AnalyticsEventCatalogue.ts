/**
 * The tracked events and their properties (WIRE §3.3), each as the `props` of an analytics body.
 * `address` is the connected plain address, absent when none.
 */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { ChainNamespace } from "./ChainNamespace.js"
import { EmbeddedAccountType, SocialOption } from "./Forms.js"
import { SafeUnion } from "./SafeUnion.js"

type Fields = Schema.Struct.Fields

/** An event without properties. */
function event<N extends string>(
  name: N
): Schema.Struct<{ type: Schema.Literal<["track"]>; event: Schema.Literal<[N]>; address: Schema.optional<typeof Schema.String> }>
/** An event with the given properties. */
function event<N extends string, F extends Fields>(
  name: N,
  properties: F
): Schema.Struct<{
  type: Schema.Literal<["track"]>
  event: Schema.Literal<[N]>
  address: Schema.optional<typeof Schema.String>
  properties: Schema.Struct<F>
}>
function event(name: string, properties?: Fields): unknown {
  const base = { type: Schema.Literal("track"), event: Schema.Literal(name), address: Schema.optional(Schema.String) }
  return Schema.Struct(properties === undefined ? base : { ...base, properties: Schema.Struct(properties) })
}

/** Several events sharing one property shape. */
const events = <const N extends ReadonlyArray<string>, F extends Fields>(names: N, properties: F) =>
  Schema.Struct({
    type: Schema.Literal("track"),
    event: Schema.Literal(...names),
    address: Schema.optional(Schema.String),
    properties: Schema.Struct(properties)
  })

const bare = <const N extends ReadonlyArray<string>>(names: N) =>
  Schema.Struct({ type: Schema.Literal("track"), event: Schema.Literal(...names), address: Schema.optional(Schema.String) })

/** "sa": whether the preferred account type is smartAccount. */
const sa = { isSmartAccount: Schema.Boolean }
/** "net": CAIP-2 of the active network, "" when none. */
const net = { network: Schema.String }
const swap = {
  ...sa,
  ...net,
  swapFromToken: Schema.String,
  swapToToken: Schema.String,
  swapFromAmount: Schema.String,
  swapToAmount: Schema.String
}
const send = { ...sa, ...net, token: Schema.String, amount: Schema.Number }
const payConfiguration = Schema.Struct({
  network: Schema.String,
  asset: Schema.String,
  amount: Schema.Number,
  recipient: Schema.String
})
const currentPayment = Schema.Struct({
  type: Schema.Literal("exchange", "wallet"),
  exchangeId: Schema.optional(Schema.String),
  sessionId: Schema.optional(Schema.String),
  status: Schema.optional(Schema.String),
  result: Schema.optional(Schema.Unknown)
})

export const WalletPlatform = Schema.Literal("mobile", "desktop", "browser", "web", "qrcode", "unsupported").annotations({
  identifier: "WalletPlatform"
})
export type WalletPlatform = typeof WalletPlatform.Type

export const ConnectMethod = Schema.Literal("qrcode", "mobile", "browser", "email").annotations({ identifier: "ConnectMethod" })
export type ConnectMethod = typeof ConnectMethod.Type

/** `INTERNAL_SDK_ERROR` is the one catalogued event of type `error`. */
export const InternalSdkErrorEvent = Schema.Struct({
  type: Schema.Literal("error"),
  event: Schema.Literal("INTERNAL_SDK_ERROR"),
  address: Schema.optional(Schema.String),
  properties: Schema.Struct({
    errorType: Schema.optional(Schema.String),
    errorMessage: Schema.optional(Schema.String),
    stackTrace: Schema.optional(Schema.String),
    uncaught: Schema.optional(Schema.Boolean)
  })
}).annotations({ identifier: "InternalSdkErrorEvent" })

export const AnalyticsEventProps = SafeUnion(
  bare([
    "MODAL_CREATED",
    "CLICK_ALL_WALLETS",
    "CLICK_WALLET_HELP",
    "CLICK_NETWORK_HELP",
    "CLICK_GET_WALLET",
    "CLICK_NETWORKS",
    "EMAIL_LOGIN_SELECTED",
    "EMAIL_SUBMITTED",
    "DEVICE_REGISTERED_FOR_EMAIL",
    "EMAIL_VERIFICATION_CODE_SENT",
    "EMAIL_VERIFICATION_CODE_PASS",
    "EMAIL_EDIT",
    "EMAIL_UPGRADE_FROM_MODAL",
    "CLICK_CONVERT",
    "CLICK_SELECT_NETWORK_TO_SWAP",
    "CLICK_SELECT_TOKEN_TO_SWAP"
  ]),
  /** The init options (minus adapters and the universal provider), networks as chain ids. */
  Schema.Struct({
    type: Schema.Literal("track"),
    event: Schema.Literal("INITIALIZE"),
    address: Schema.optional(Schema.String),
    properties: Schema.Struct(
      { networks: Schema.optional(Schema.Array(Schema.Union(Schema.Number, Schema.String))) },
      Schema.Record({ key: RecordKey, value: Schema.Unknown })
    )
  }),
  events(["MODAL_OPEN", "MODAL_CLOSE"], { connected: Schema.Boolean }),
  event("SELECT_WALLET", { name: Schema.String, platform: WalletPlatform, displayIndex: Schema.optional(Schema.Number) }),
  event("CONNECT_SUCCESS", { method: ConnectMethod, name: Schema.String, caipNetworkId: Schema.optional(Schema.String) }),
  events(["CONNECT_ERROR", "EMAIL_VERIFICATION_CODE_FAIL"], { message: Schema.String }),
  event("CONNECT_PROXY_ERROR", {
    message: Schema.String,
    uri: Schema.String,
    mobile_link: Schema.String,
    name: Schema.String
  }),
  event("DISCONNECT_SUCCESS", { namespace: Schema.Union(ChainNamespace, Schema.Literal("all")) }),
  event("DISCONNECT_ERROR", { message: Schema.optional(Schema.String) }),
  InternalSdkErrorEvent,
  events(["CLICK_TRANSACTIONS", "SELECT_BUY_CRYPTO", "SELECT_WHAT_IS_A_BUY", "OPEN_ENS_FLOW"], sa),
  event("ERROR_FETCH_TRANSACTIONS", {
    ...sa,
    address: Schema.String,
    projectId: Schema.String,
    cursor: Schema.optional(Schema.String)
  }),
  event("LOAD_MORE_TRANSACTIONS", {
    ...sa,
    address: Schema.optional(Schema.String),
    projectId: Schema.String,
    cursor: Schema.optional(Schema.String)
  }),
  events(
    ["SIWX_AUTH_SUCCESS", "SIWX_AUTH_ERROR", "CLICK_CANCEL_SIWX", "CLICK_SIGN_SIWX_MESSAGE", "OPEN_SWAP", "OPEN_SEND"],
    { ...sa, ...net }
  ),
  event("SWITCH_NETWORK", net),
  events(["INITIATE_SWAP", "SWAP_SUCCESS"], swap),
  events(["SWAP_ERROR", "SWAP_APPROVAL_ERROR"], { ...swap, message: Schema.String }),
  event("SELECT_BUY_PROVIDER", { ...sa, provider: Schema.String }),
  event("SET_PREFERRED_ACCOUNT_TYPE", { accountType: EmbeddedAccountType, ...net }),
  events(["SOCIAL_LOGIN_STARTED", "SOCIAL_LOGIN_ERROR", "SOCIAL_LOGIN_REQUEST_USER_DATA", "SOCIAL_LOGIN_CANCELED"], {
    provider: SocialOption
  }),
  event("SOCIAL_LOGIN_SUCCESS", { provider: SocialOption, caipNetworkId: Schema.optional(Schema.String) }),
  events(["REGISTER_NAME_INITIATED", "REGISTER_NAME_SUCCESS"], { ...sa, ensName: Schema.String }),
  event("REGISTER_NAME_ERROR", { ...sa, ensName: Schema.String, error: Schema.String }),
  events(["SEND_INITIATED", "SEND_SUCCESS"], send),
  event("SEND_ERROR", { ...send, message: Schema.String }),
  event("SEARCH_WALLET", { badge: Schema.String, search: Schema.String }),
  events(["PAY_INITIATED", "PAY_SUCCESS", "PAY_ERROR"], {
    paymentId: Schema.String,
    configuration: payConfiguration,
    currentPayment
  }),
  event("PAY_MODAL_OPEN", {
    exchanges: Schema.Array(Schema.Struct({ id: Schema.String })),
    configuration: payConfiguration
  }),
  event("PAY_EXCHANGE_SELECTED", {
    exchange: Schema.Struct({ id: Schema.String }),
    configuration: payConfiguration,
    currentPayment,
    headless: Schema.Boolean
  })
).annotations({ identifier: "AnalyticsEventProps" })
export type AnalyticsEventProps = typeof AnalyticsEventProps.Type
export type AnalyticsEventName = AnalyticsEventProps["event"]
