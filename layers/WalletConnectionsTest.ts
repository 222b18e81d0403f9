/**
 * The kinds of connection for tests: the extension kind made at once over the EVM adapter given
 * (no chunk to load, so a wallet is asked in the same turn as the program runs), and any other
 * kind a test supplies, such as a WalletConnect kind over a scripted session or the embedded
 * wallet over a scripted frame (for AUTH connectors; without it they get the extension kind), and
 * the secure frame the email login's programs use.
 */
import { Effect, Layer } from "effect"
import { ConnectFailed } from "../core/errors/ConnectionErrors.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import type { SecureFrame } from "../core/services/SecureFrame.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import type { WalletConnection } from "../core/services/WalletConnections.js"
import { makeExtensionConnection } from "./ExtensionConnection.js"

export const WalletConnectionsTest = (
  kinds: { readonly walletConnect?: WalletConnection; readonly auth?: WalletConnection; readonly frame?: SecureFrame["Type"] } = {}
): Layer.Layer<WalletConnections, never, EvmWallet> =>
  Layer.effect(
    WalletConnections,
    Effect.map(EvmWallet, (evm) => {
      const extension = makeExtensionConnection(evm)
      return WalletConnections.of({
        kindOf: (connector) =>
          connector.type === "AUTH" && kinds.auth !== undefined
            ? Effect.succeed(kinds.auth)
            : connector.type !== "WALLET_CONNECT"
              ? Effect.succeed(extension)
              : kinds.walletConnect === undefined
                ? Effect.fail(new ConnectFailed({ cause: "No WalletConnect kind in this test" }))
                : Effect.succeed(kinds.walletConnect),
        secureFrame:
          kinds.frame === undefined ? Effect.fail(new ConnectFailed({ cause: "No secure frame in this test" })) : Effect.succeed(kinds.frame)
      })
    })
  )
