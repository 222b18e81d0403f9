/**
 * The kinds of connection of an instance (connectionKinds.ts), loaded with the first connection:
 * this module is all a page loads at start. The services the kinds need travel in the runtime the
 * layer was built in (its context, and its logger and log level) and are read in the loaded module,
 * so page start carries no more than the loader.
 */
import { Effect, Layer } from "effect"
import type { Runtime, Scope } from "effect"
import type { Alerts } from "../core/services/Alerts.js"
import type { Analytics } from "../core/services/Analytics.js"
import type { ApiClient } from "../core/services/ApiClient.js"
import type { ChainState } from "../core/services/ChainState.js"
import type { EvmWallet } from "../core/services/EvmWallet.js"
import type { Modal } from "../core/services/Modal.js"
import type { Options } from "../core/services/Options.js"
import type { Router } from "../core/services/Router.js"
import type { RpcTransport } from "../core/services/RpcTransport.js"
import type { SignInState } from "../core/services/SignInState.js"
import type { Storage } from "../core/services/Storage.js"
import type { SupportedChains } from "../core/services/SupportedChains.js"
import type { Theme } from "../core/services/Theme.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import { onFirstUse } from "./onFirstUse.js"

/**
 * What the kinds use; the embedded wallet's programs also use the modal's state and theme (its
 * approval view, its frame's look) and the account's data (the balance after a transaction).
 */
export type KindServices =
  | EvmWallet
  | Options
  | Storage
  | RpcTransport
  | ChainState
  | Alerts
  | Analytics
  | Modal
  | Router
  | SignInState
  | Theme
  | ApiClient
  | SupportedChains
  | Scope.Scope

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
