/**
 * The kinds of connection of an instance (connectionKinds.ts), loaded with the first connection:
 * this module is all a page loads at start.
 */
import { Effect, Layer } from "effect"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { Options } from "../core/services/Options.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { Storage } from "../core/services/Storage.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import { onFirstUse } from "./onFirstUse.js"

/** The live kinds: extensions over the instance's EVM adapter, WalletConnect over the universal provider. */
export const WalletConnectionsLive: Layer.Layer<WalletConnections, never, EvmWallet | Options | Storage | RpcTransport> = Layer.scoped(
  WalletConnections,
  Effect.gen(function* () {
    const deps = { evm: yield* EvmWallet, options: yield* Options, storage: yield* Storage, rpc: yield* RpcTransport, scope: yield* Effect.scope }
    const kinds = onFirstUse(() => import("./connectionKinds.js").then(({ makeConnectionKinds }) => makeConnectionKinds(deps)), "WalletConnections")
    return WalletConnections.of({ kindOf: (connector) => Effect.flatMap(kinds, (kindOf) => kindOf(connector)) })
  })
)
