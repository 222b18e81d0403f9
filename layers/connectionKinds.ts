/**
 * The kinds of connection an instance offers, by connector type: WALLET_CONNECT connectors pair
 * over WalletConnect (its SDK loaded on first use), every other one is a wallet in the page (an
 * extension, whose small kind comes with this chunk). WalletConnectionsLive loads this module on
 * the first connection, so none of it is in the page's start.
 */
import { Context, Effect, Scope } from "effect"
import type { HttpRequestError } from "../core/errors/HttpErrors.js"
import type { Connector } from "../schemas/Connector.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { Options } from "../core/services/Options.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { Storage } from "../core/services/Storage.js"
import type { WalletConnection } from "../core/services/WalletConnections.js"
import { onFirstUse } from "./onFirstUse.js"
import { makeExtensionConnection } from "./ExtensionConnection.js"
import type { KindServices } from "./WalletConnectionsLive.js"

export interface KindDeps {
  readonly options: Options["Type"]
  readonly storage: Storage["Type"]
  readonly rpc: RpcTransport["Type"]
  readonly scope: Scope.Scope
}

export const makeConnectionKinds = (context: Context.Context<KindServices>): ((connector: Connector) => Effect.Effect<WalletConnection, HttpRequestError>) => {
  const extension = makeExtensionConnection(Context.get(context, EvmWallet))
  const deps: KindDeps = {
    options: Context.get(context, Options),
    storage: Context.get(context, Storage),
    rpc: Context.get(context, RpcTransport),
    scope: Context.get(context, Scope.Scope)
  }
  // One provider per instance, made on first use (uses while it starts share it); a failed start fails those uses only.
  const walletConnect = onFirstUse(
    () => import("./WalletConnectLive.js").then(({ makeWalletConnectKind }) => Effect.runPromise(makeWalletConnectKind(deps))),
    deps.options.endpoints.relay
  )
  return (connector) => (connector.type === "WALLET_CONNECT" ? walletConnect : Effect.succeed(extension))
}
