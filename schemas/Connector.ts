import { Schema } from "effect"
import { ChainNamespace } from "./ChainNamespace.js"
import { Network } from "./Network.js"

export const ConnectorType = Schema.Literal(
  "AUTH",
  "WALLET_CONNECT",
  "INJECTED",
  "ANNOUNCED",
  "EXTERNAL",
  "MULTI_CHAIN"
).annotations({ identifier: "ConnectorType" })
export type ConnectorType = typeof ConnectorType.Type

/** EIP-6963 provider info of an announced wallet. */
export const ConnectorInfo = Schema.Struct({
  rdns: Schema.optional(Schema.String),
  name: Schema.optional(Schema.String),
  icon: Schema.optional(Schema.String)
}).annotations({ identifier: "ConnectorInfo" })
export type ConnectorInfo = typeof ConnectorInfo.Type

export interface Connector {
  readonly id: string
  readonly name?: string | undefined
  readonly type: ConnectorType
  /** The live provider object (EIP-1193, wallet-standard…): opaque here, never serialised. */
  readonly provider?: unknown
  /**
   * Once connected, the provider as the page announced it, when the kind of connection handed out
   * its own provider over it (a Wallet Standard wallet's): a list built again from the page's
   * wallets names the announced one, which must not replace the connected one.
   */
  readonly announcedProvider?: unknown
  readonly imageId?: string | undefined
  readonly imageUrl?: string | undefined
  readonly explorerId?: string | undefined
  readonly chain: ChainNamespace
  readonly chains?: ReadonlyArray<Network> | undefined
  readonly info?: ConnectorInfo | undefined
  /** The per-namespace connectors a MULTI_CHAIN connector groups. */
  readonly connectors?: ReadonlyArray<Connector> | undefined
}

interface ConnectorEncoded extends Omit<Connector, "chains" | "connectors"> {
  readonly chains?: ReadonlyArray<typeof Network.Encoded> | undefined
  readonly connectors?: ReadonlyArray<ConnectorEncoded> | undefined
}

/** A way to connect: a wallet extension, wallet-connect pairing, the embedded wallet, or a group of them. */
export const Connector: Schema.Schema<Connector, ConnectorEncoded> = Schema.Struct({
  id: Schema.String,
  name: Schema.optional(Schema.String),
  type: ConnectorType,
  provider: Schema.optional(Schema.Unknown),
  announcedProvider: Schema.optional(Schema.Unknown),
  imageId: Schema.optional(Schema.String),
  imageUrl: Schema.optional(Schema.String),
  explorerId: Schema.optional(Schema.String),
  chain: ChainNamespace,
  chains: Schema.optional(Schema.Array(Network)),
  info: Schema.optional(ConnectorInfo),
  connectors: Schema.optional(Schema.Array(Schema.suspend((): Schema.Schema<Connector, ConnectorEncoded> => Connector)))
}).annotations({ identifier: "Connector" })
