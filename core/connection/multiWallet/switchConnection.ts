import { Effect, Ref } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connection } from "../../../schemas/Connection.js"
import type { Connector } from "../../../schemas/Connector.js"
import { InvalidConnectionStatus, NoConnectorForConnection } from "../../errors/ConnectionErrors.js"
import { currentView } from "../../router/currentView.js"
import { push } from "../../router/push.js"
import { Connectors } from "../../services/Connectors.js"
import { Modal } from "../../services/Modal.js"
import { connectWallet } from "../connectWallet.js"
import { activateConnection } from "./activateConnection.js"
import { isConnectionStatus, sameConnectorId } from "./connectionStatusOf.js"
import { reloginConnection } from "./reloginConnection.js"
import { requireMultiWallet } from "./requireMultiWallet.js"

/** Connectors whose wallet lives in the page (an extension or a host-provided provider). */
const isExternal = (connector: Connector): boolean =>
  connector.type === "ANNOUNCED" || connector.type === "INJECTED" || connector.type === "EXTERNAL" || connector.type === "MULTI_CHAIN"

/**
 * Switches to another wallet of `namespace` (SPEC §4), given the connection's status as the
 * wallet list shows it (`connectionStatusOf`):
 * - `connected` or `active`: the connection becomes the active one. An external wallet is asked
 *   again through `connectWallet` (it answers without a prompt while the site is allowed); a
 *   wallet-connect or embedded-wallet connection that is live is made active in the modal's state.
 * - `disconnected`: the login runs again, then ProfileWallets opens (`reloginConnection`): the
 *   wallet in the page asked again, the WalletConnect pairing, or the embedded wallet's email,
 *   social or Farcaster login as the connection names it.
 * Any other status fails with InvalidConnectionStatus; a connection whose connector the page does
 * not offer fails with NoConnectorForConnection. While multi-wallet is off the info alert shows
 * and nothing happens. A switch started from ProfileWallets ends there.
 */
export const switchConnection = Effect.fn("switchConnection")(function* (params: {
  readonly connection: Connection
  readonly namespace: ChainNamespace
  readonly status: string
}) {
  const { connection, namespace, status } = params
  if (!(yield* requireMultiWallet)) return
  if (!isConnectionStatus(status)) return yield* new InvalidConnectionStatus({ status })
  const { state } = yield* Connectors
  const connector = (yield* Ref.get(state)).connectors.find((c) => sameConnectorId(c.id, connection.connectorId))
  if (connector === undefined) return yield* new NoConnectorForConnection({ connectorId: connection.connectorId })

  const modal = yield* Modal
  const fromProfileWallets = (yield* Ref.get(modal.state)).open && (yield* currentView) === "ProfileWallets"
  if (status === "disconnected") return yield* reloginConnection({ connector, connection })
  if (isExternal(connector)) yield* connectWallet(connector.id)
  else yield* activateConnection({ connector, connection, namespace })
  if (fromProfileWallets) yield* push("ProfileWallets")
})
