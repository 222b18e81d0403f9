/**
 * The extension kind of connection: a wallet in the page (EIP-6963 announced, injected, host
 * provided), spoken to through the EVM adapter over the provider its connector carries.
 */
import { Effect } from "effect"
import { ConnectFailed } from "../core/errors/ConnectionErrors.js"
import { askWalletToSwitch } from "../core/network/askWalletToSwitch.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import type { WalletError } from "../core/services/EvmWallet.js"
import type { ConnectionKind } from "../core/services/WalletConnections.js"
import { guardSendCalls } from "./guardSendCalls.js"

/** A wallet without `wallet_revokePermissions` has nothing to give back: that is not a failure. */
const NOTHING_TO_REVOKE: ReadonlySet<number> = new Set([4200, -32601, -32004])

const revoked = (error: WalletError): boolean => error._tag === "JsonRpcError" && NOTHING_TO_REVOKE.has(error.code)

/**
 * `eth_requestAccounts` when connecting (it may prompt), `eth_accounts` when restoring (it never
 * does); no account is ConnectFailed. Disconnecting revokes `eth_accounts`; switching is
 * `wallet_switchEthereumChain`, adding the chain first when the wallet does not know it.
 */
export const makeExtensionConnection = (evm: EvmWallet["Type"]): ConnectionKind => {
  const open = (provider: unknown, mode: "connect" | "restore") =>
    Effect.gen(function* () {
      const [first, ...rest] = yield* mode === "connect" ? evm.requestAccounts(provider) : evm.getAccounts(provider)
      if (first === undefined) return yield* new ConnectFailed({ cause: "The wallet gave no account" })
      const chainId = yield* evm.getChainId(provider)
      return { accounts: [first, ...rest] as const, chainId }
    })
  return {
    prepare: evm.prepare,
    connect: (connector) => open(connector.provider, "connect"),
    restore: (connector) => open(connector.provider, "restore"),
    disconnect: (connector) =>
      connector.provider === undefined
        ? Effect.void
        : evm.revokePermissions(connector.provider).pipe(Effect.catchIf(revoked, () => Effect.void)),
    switchChain: (connector, network) => askWalletToSwitch(connector.provider, network).pipe(Effect.provideService(EvmWallet, evm)),
    events: (connector) => evm.events(connector.provider),
    // The host's provider checks `wallet_sendCalls` as every kind's does (SPEC §5).
    provider: (connector) => Effect.succeed(guardSendCalls(connector.provider))
  }
}
