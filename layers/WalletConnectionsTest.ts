/**
 * The kinds of connection for tests: the extension kind made at once over the EVM adapter given
 * (no chunk to load, so a wallet is asked in the same turn as the program runs), and any other
 * kind a test supplies, such as a WalletConnect kind over a scripted session.
 */
import { Effect, Layer } from "effect"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import type { WalletConnection } from "../core/services/WalletConnections.js"
import { makeExtensionConnection } from "./ExtensionConnection.js"
import { walletConnectionsOf } from "./WalletConnectionsLive.js"

export const WalletConnectionsTest = (
  kinds: { readonly walletConnect?: WalletConnection } = {}
): Layer.Layer<WalletConnections, never, EvmWallet> =>
  Layer.effect(
    WalletConnections,
    Effect.map(EvmWallet, (evm) =>
      walletConnectionsOf({
        extension: Effect.succeed(makeExtensionConnection(evm)),
        walletConnect: kinds.walletConnect === undefined ? undefined : Effect.succeed(kinds.walletConnect)
      })
    )
  )
