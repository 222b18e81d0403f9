import { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"

/**
 * What `useDisconnect` runs: the core's disconnect of every namespace, or of one. The program (and
 * the connection code it shares with connecting) loads on first use, so a page that never
 * disconnects from its own buttons does not load it at start.
 */
export const disconnectWallets = (options: { readonly namespace?: ChainNamespace; readonly closeModal?: boolean }) =>
  Effect.promise(() => import("../../core/connection/disconnect.js")).pipe(
    Effect.flatMap(({ disconnect }) => disconnect({ namespace: options.namespace, closeModal: options.closeModal }))
  )
