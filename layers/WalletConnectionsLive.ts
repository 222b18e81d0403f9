/**
 * The kinds of connection of an instance, by connector type: WALLET_CONNECT connectors pair over
 * WalletConnect, every other one is a wallet in the page (an extension). Each kind's code loads on
 * its first use, so this module is all a page loads at start.
 */
import { Effect, Layer } from "effect"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { Options } from "../core/services/Options.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { Storage } from "../core/services/Storage.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import { onFirstUse } from "./EvmWalletLive.js"

/** The live kinds: extensions over the instance's EVM adapter, WalletConnect over the universal provider. */
export const WalletConnectionsLive: Layer.Layer<WalletConnections, never, EvmWallet | Options | Storage | RpcTransport> = Layer.scoped(
  WalletConnections,
  Effect.gen(function* () {
    const evm = yield* EvmWallet
    const deps = { options: yield* Options, storage: yield* Storage, rpc: yield* RpcTransport, scope: yield* Effect.scope }
    const extension = onFirstUse(() => import("./ExtensionConnection.js").then((module) => module.makeExtensionConnection(evm)), "ExtensionConnection")
    // One provider per instance, made on first use (uses while it starts share it); a failed start fails those uses only.
    const walletConnect = onFirstUse(
      () => import("./WalletConnectLive.js").then((module) => Effect.runPromise(module.makeWalletConnectKind(deps))),
      deps.options.endpoints.relay
    )
    return WalletConnections.of({ kindOf: (connector) => (connector.type === "WALLET_CONNECT" ? walletConnect : extension) })
  })
)
