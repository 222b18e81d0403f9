import { Effect } from "effect"
import type { Connector } from "../../schemas/Connector.js"
import { WalletConnections } from "../services/WalletConnections.js"

/**
 * Makes a connector's kind of connection ready before anyone uses it, asking no wallet anything.
 * For WalletConnect its SDK is loaded and started (the universal provider's init), so the click
 * that starts a pairing waits only for the relay and not for the SDK's own start (SPEC §4: the QR
 * code soon after the view opens). For a wallet in the page, the kind's `prepare` loads the EVM
 * adapter's requests, so the click's `eth_requestAccounts` leaves at once rather than a task
 * later, behind the Connecting view's first frame. A failure is left for that click to meet and
 * report.
 */
export const prepareConnection = (connector: Connector): Effect.Effect<void, never, WalletConnections> =>
  Effect.flatMap(WalletConnections, (connections) => connections.kindOf(connector)).pipe(
    Effect.flatMap((kind) => kind.prepare ?? Effect.void),
    Effect.ignore
  )
