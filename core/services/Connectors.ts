import { Context } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connection } from "../../schemas/Connection.js"
import type { Connector } from "../../schemas/Connector.js"
import type { StateRef } from "../state/StateRef.js"

/** The connectors known now, and per namespace which one is connected and every live connection. */
export interface ConnectorsState {
  /** Every way to connect, in discovery order (ordering for display is a core rule). */
  readonly connectors: ReadonlyArray<Connector>
  /** The connector each namespace is connected through. */
  readonly activeConnectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  /** Every connection per namespace (several when multi-wallet is on; the active one first). */
  readonly connections: Readonly<Partial<Record<ChainNamespace, ReadonlyArray<Connection>>>>
  /**
   * Connections remembered from earlier (kept in storage) that are not live now, per namespace:
   * the wallet list offers them for reconnection. Absent means none.
   */
  readonly recentConnections?: Readonly<Partial<Record<ChainNamespace, ReadonlyArray<Connection>>>>
  /**
   * The URI of the pairing in progress (WalletConnect), for the QR code and deep links; absent when
   * no pairing waits for a wallet. A fresh URI replaces an expired one.
   */
  readonly pairingUri?: string | undefined
}

/** Connector and connection state. Written only by core programs. */
export class Connectors extends Context.Tag("doorway/Connectors")<
  Connectors,
  { readonly state: StateRef<ConnectorsState> }
>() {}
