/**
 * The kinds of connection of an instance, by connector type: WALLET_CONNECT connectors pair over
 * WalletConnect, every other one is a wallet in the page (an extension). Each kind's code loads on
 * its first use, so this module is all a page loads at start.
 */
import { Effect, Layer } from "effect"
import { ConnectFailed } from "../core/errors/ConnectionErrors.js"
import type { HttpRequestError } from "../core/errors/HttpErrors.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import type { WalletConnection } from "../core/services/WalletConnections.js"
import { onFirstUse } from "./EvmWalletLive.js"

/** Each kind, made when first asked for; a kind left out serves no connector. */
export interface ConnectionKinds {
  readonly extension: Effect.Effect<WalletConnection, HttpRequestError>
  readonly walletConnect?: Effect.Effect<WalletConnection, HttpRequestError> | undefined
}

export const walletConnectionsOf = (kinds: ConnectionKinds): WalletConnections["Type"] =>
  WalletConnections.of({
    kindOf: (connector) =>
      connector.type !== "WALLET_CONNECT"
        ? kinds.extension
        : (kinds.walletConnect ?? Effect.fail(new ConnectFailed({ cause: "WalletConnect is not set up in this instance" })))
  })

/** The extension kind over the instance's EVM adapter, its code loaded on first use. */
export const extensionKind = Effect.map(EvmWallet, (evm) =>
  onFirstUse(() => import("./ExtensionConnection.js").then((module) => module.makeExtensionConnection(evm)), "ExtensionConnection")
)

/** Extensions only (WalletConnect joins through `walletConnectionsOf` with its kind). */
export const WalletConnectionsLive: Layer.Layer<WalletConnections, never, EvmWallet> = Layer.effect(
  WalletConnections,
  Effect.map(extensionKind, (extension) => walletConnectionsOf({ extension }))
)
