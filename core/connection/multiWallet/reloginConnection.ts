import { Effect, Ref } from "effect"
import type { Connection } from "../../../schemas/Connection.js"
import type { Connector } from "../../../schemas/Connector.js"
import { beginEmailLogin } from "../../embedded/beginEmailLogin.js"
import { startSocialLogin } from "../../embedded/startSocialLogin.js"
import { withInstanceFrame } from "../../frame/withInstanceFrame.js"
import { openModal } from "../../router/openModal.js"
import { push } from "../../router/push.js"
import { Connectors } from "../../services/Connectors.js"
import { Modal } from "../../services/Modal.js"
import { connectWallet } from "../connectWallet.js"
import { activeNamespacesOf, awaitRelogin } from "./awaitRelogin.js"
import { reloginOf } from "./reloginOf.js"
import type { Relogin } from "./reloginOf.js"

/** Starts the login of a connection that runs in the modal's views (all but a wallet in the page). */
const startLogin = (relogin: Exclude<Relogin, { readonly _tag: "Wallet" }>) => {
  switch (relogin._tag) {
    case "Pairing":
      return push("ConnectingWalletConnect")
    case "Email":
      // A new code, as for a login typed in Connect: the 30 s cool-down applies (SPEC §5).
      return withInstanceFrame(beginEmailLogin(relogin.email))
    case "Social":
      return startSocialLogin(relogin.provider)
    case "ChooseLogin":
      return push("Connect")
  }
}

/**
 * Connects again a wallet of the list that is no longer connected, then opens ProfileWallets
 * (SPEC §4), the way it was connected (`reloginOf`). A wallet in the page is asked again
 * (`connectWallet`). Any other login runs in the modal's views, so a closed modal opens on
 * ProfileWallets first: an email login opens EmailLogin for that email with a new code sent (or
 * connects at once when the secure site answers CONNECT), a social login opens its provider's
 * popup within the click and ConnectingSocial, Farcaster its view, a WalletConnect connection
 * the pairing view, an embedded-wallet connection naming no login Connect. ProfileWallets opens
 * once that connection lands on Account (`awaitRelogin`); a visitor who goes elsewhere or closes
 * the modal is left there. Starting the login fails as the login does (the email's cool-down,
 * the frame's refusal, ModalClosed).
 */
export const reloginConnection = Effect.fn("reloginConnection")(function* (params: {
  readonly connector: Connector
  readonly connection: Connection
}) {
  const { connector, connection } = params
  const relogin = reloginOf(connector, connection)
  if (relogin._tag === "Wallet") {
    yield* connectWallet(connector.id)
    return yield* push("ProfileWallets")
  }
  const modal = yield* Modal
  if (!(yield* Ref.get(modal.state)).open) yield* Effect.orDie(openModal({ view: "ProfileWallets" }))
  const before = activeNamespacesOf(yield* Ref.get((yield* Connectors).state), connector.id)
  yield* startLogin(relogin)
  if ((yield* awaitRelogin(connector.id, before)) === "LoggedIn") yield* push("ProfileWallets")
})
