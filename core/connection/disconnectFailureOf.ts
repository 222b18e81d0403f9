import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { messageOf } from "../errors/catalogue.js"
import { DisconnectChainsFailed, DisconnectFailed } from "../errors/ConnectionErrors.js"
import type { WalletError } from "../services/EvmWallet.js"
import type { SessionFailure } from "../services/WalletConnections.js"

/** A namespace whose wallet would not let go, and what it answered. */
export interface NamespaceDisconnectFailure {
  readonly chainNamespace: ChainNamespace
  readonly cause: WalletError | SessionFailure
}

/**
 * What a disconnect fails with (SPEC §8): nothing when every namespace let go; one namespace that
 * did not gives DisconnectFailed ('Failed to disconnect') with the wallet's error; several give
 * DisconnectChainsFailed ('Failed to disconnect chains') with each namespace's reason, described by
 * the wallet's error text, in the order the namespaces were tried.
 */
export const disconnectFailureOf = (
  failures: ReadonlyArray<NamespaceDisconnectFailure>
): DisconnectFailed | DisconnectChainsFailed | undefined => {
  const [first, ...others] = failures
  if (first === undefined) return undefined
  if (others.length === 0) return new DisconnectFailed({ cause: first.cause })
  return new DisconnectChainsFailed({
    reasons: failures.map(({ chainNamespace, cause }) => ({ chainNamespace, description: messageOf(cause) }))
  })
}
