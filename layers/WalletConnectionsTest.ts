/**
 * The kinds of connection for tests: the extension kind made at once over the EVM adapter given
 * (no chunk to load, so a wallet is asked in the same turn as the program runs), and any other
 * kind a test supplies, such as a WalletConnect kind over a scripted session or the embedded
 * wallet over a scripted frame (for AUTH connectors; without it they get the extension kind), and
 * the secure frame the email login's programs use. EVM is a family made over the EVM adapter
 * given; a test brings any other family with its kind.
 */
import { Effect, Layer } from "effect"
import { ConnectFailed } from "../core/errors/ConnectionErrors.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import type { SecureFrame } from "../core/services/SecureFrame.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import type { ConnectionKind } from "../core/services/WalletConnections.js"
import type { Connector } from "../schemas/Connector.js"
import type { ChainFamily } from "../core/services/ChainFamily.js"
import { makeExtensionConnection } from "./ExtensionConnection.js"
import { makeEvmFamily } from "./families/evm/evmFamily.js"

export interface TestKinds {
  readonly walletConnect?: ConnectionKind
  readonly auth?: ConnectionKind
  readonly frame?: SecureFrame["Type"]
  /**
   * Families beside EVM (which is made over the EVM adapter given), with the kind that connects
   * their connectors: a family a test writes itself shows the core names none.
   */
  readonly families?: ReadonlyArray<{ readonly family: ChainFamily; readonly kind: ConnectionKind }>
}

export const WalletConnectionsTest = (kinds: TestKinds = {}): Layer.Layer<WalletConnections, never, EvmWallet | RpcTransport> =>
  Layer.effect(
    WalletConnections,
    Effect.gen(function* () {
      const evm = yield* EvmWallet
      const extension = makeExtensionConnection(evm)
      const evmFamily = makeEvmFamily(evm, yield* RpcTransport)
      const other = (namespace: string) => kinds.families?.find(({ family }) => family.namespace === namespace)
      const noFamily = (namespace: string) => Effect.fail(new ConnectFailed({ cause: `No wallet adapter for ${namespace}` }))
      const evmKindOf = (connector: Connector): Effect.Effect<ConnectionKind, ConnectFailed> =>
        connector.type === "AUTH" && kinds.auth !== undefined
          ? Effect.succeed(kinds.auth)
          : connector.type !== "WALLET_CONNECT"
            ? Effect.succeed(extension)
            : kinds.walletConnect === undefined
              ? Effect.fail(new ConnectFailed({ cause: "No WalletConnect kind in this test" }))
              : Effect.succeed(kinds.walletConnect)
      return WalletConnections.of({
        kindOf: (connector) => {
          // One session, and one embedded login, serves every family it covers, as live.
          if (connector.chain === "eip155" || connector.type === "WALLET_CONNECT" || connector.type === "AUTH") return evmKindOf(connector)
          const family = other(connector.chain)
          return family === undefined ? noFamily(connector.chain) : Effect.succeed(family.kind)
        },
        familyOf: (namespace) => {
          if (namespace === "eip155") return Effect.succeed(evmFamily)
          const family = other(namespace)
          return family === undefined ? noFamily(namespace) : Effect.succeed(family.family)
        },
        secureFrame:
          kinds.frame === undefined ? Effect.fail(new ConnectFailed({ cause: "No secure frame in this test" })) : Effect.succeed(kinds.frame)
      })
    })
  )
