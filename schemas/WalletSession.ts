import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { SessionProperties } from "./Forms.js"

/** What a session allows on one namespace: CAIP-2 chains, RPC methods, events and CAIP-10 accounts. */
export const SessionNamespace = Schema.Struct({
  chains: Schema.optional(Schema.Array(Schema.String)),
  methods: Schema.Array(Schema.String),
  events: Schema.Array(Schema.String),
  accounts: Schema.Array(Schema.String)
}).annotations({ identifier: "SessionNamespace" })
export type SessionNamespace = typeof SessionNamespace.Type

/** A settled wallet-connect session. `expiry` is in unix seconds. */
export const WalletSession = Schema.Struct({
  topic: Schema.String,
  namespaces: Schema.Record({ key: RecordKey, value: SessionNamespace }),
  sessionProperties: Schema.optional(SessionProperties),
  expiry: Schema.Number
}).annotations({ identifier: "WalletSession" })
export type WalletSession = typeof WalletSession.Type

/** A pending session proposal; its id is a number and `expiryTimestamp` is in unix seconds. */
export const WalletProposal = Schema.Struct({
  id: Schema.Number,
  expiryTimestamp: Schema.Number
}).annotations({ identifier: "WalletProposal" })
export type WalletProposal = typeof WalletProposal.Type
