import { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { UnsupportedChain } from "../errors/ConnectionErrors.js"
import { WalletConnections } from "../services/WalletConnections.js"

/**
 * How the family of `namespace` sends (SPEC §4 "dispatches by chain"). A namespace no family
 * serves, or whose family has no send path, fails with UnsupportedChain ('Unsupported chain'); a
 * family whose code could not load fails as that load did.
 */
export const familyTransfers = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const connections = yield* WalletConnections
    const family = yield* connections.familyOf(namespace).pipe(
      Effect.catchTag("ConnectFailed", () => Effect.fail(new UnsupportedChain({ chainNamespace: namespace })))
    )
    if (family.transfers === undefined) return yield* new UnsupportedChain({ chainNamespace: namespace })
    return family.transfers
  })
