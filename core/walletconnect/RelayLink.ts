import type { Effect } from "effect"
import type { StateRef } from "../state/StateRef.js"

/**
 * The WalletConnect client's socket to the relay, as far as a wallet request cares (WIRE §6): a
 * request reaches the wallet only through it, so while it is down the wallet cannot be reached.
 */
export interface RelayLink {
  /** Whether the socket is open now; every change is published. */
  readonly connected: StateRef<boolean>
  /** Asks the client to open its socket now (nothing while it is open or already opening). */
  readonly reconnect: Effect.Effect<void>
}
