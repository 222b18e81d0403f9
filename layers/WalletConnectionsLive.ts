/**
 * The kinds of connection of an instance (connectionKinds.ts), loaded with the first connection:
 * this module is all a page loads at start. The services the kinds need travel in the runtime the
 * layer was built in (its context, and its logger and log level) and are read in the loaded module,
 * so page start carries no more than the loader.
 */
import { Effect, Layer } from "effect"
import type { Runtime, Scope } from "effect"
import { WalletConnections } from "../core/services/WalletConnections.js"
import type { KindServices } from "./KindServices.js"
import { onFirstUse } from "./onFirstUse.js"

export type { KindServices } from "./KindServices.js"

/** The kinds' chunk; the start-up warms it for a returning visitor through this same call. */
export const loadConnectionKinds = () => import("./connectionKinds.js")

/**
 * The live kinds: extensions over the instance's EVM adapter, WalletConnect over the universal
 * provider, the embedded wallet over the instance's secure frame, which that chunk makes too.
 */
export const makeWalletConnections: Effect.Effect<WalletConnections["Type"], never, KindServices> = Effect.map(
  // The instance's runtime, not only its services: the kinds' programs log through its logger and level.
  Effect.runtime<KindServices>(),
  (runtime: Runtime.Runtime<KindServices>) => {
    const kinds = onFirstUse(() => loadConnectionKinds().then(({ makeConnectionKinds }) => makeConnectionKinds(runtime)), "WalletConnections")
    return WalletConnections.of({
      kindOf: (connector) => Effect.flatMap(kinds, (loaded) => loaded.kindOf(connector)),
      familyOf: (namespace) => Effect.flatMap(kinds, (loaded) => loaded.familyOf(namespace)),
      secureFrame: Effect.flatMap(kinds, (loaded) => loaded.secureFrame)
    })
  }
)

export const WalletConnectionsLive: Layer.Layer<WalletConnections, never, Exclude<KindServices, Scope.Scope>> = Layer.scoped(
  WalletConnections,
  makeWalletConnections
)
