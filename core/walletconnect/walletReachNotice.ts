/**
 * The notice of a wallet request that cannot reach the wallet (requestOverRelay): the banner
 * 'The wallet cannot be reached. Reconnecting…' in the modal, opened on Account if it was closed
 * (a host's request comes while it is, as SPEC §4 opens it for a refused embedded method). When
 * the notice ends the banner goes, and so does the modal if it was opened for it.
 */
import { Context, Effect, Ref } from "effect"
import { closeSnackbar } from "../alerts/closeSnackbar.js"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { WALLET_UNREACHABLE_NOTICE } from "./relayWaits.js"
import { forceCloseModal } from "../router/forceCloseModal.js"
import { openModal } from "../router/openModal.js"
import { Alerts } from "../services/Alerts.js"
import type { ChainState } from "../services/ChainState.js"
import { Modal } from "../services/Modal.js"
import type { Options } from "../services/Options.js"
import type { Router } from "../services/Router.js"
import type { ReachNotice } from "./requestOverRelay.js"

export type ReachNoticeServices = Modal | Router | Alerts | Options | ChainState

export const makeWalletReachNotice = (context: Context.Context<ReachNoticeServices>): ReachNotice => {
  let openedModal = false
  const modal = Context.get(context, Modal)
  const alerts = Context.get(context, Alerts)
  const show = Effect.gen(function* () {
    const { open } = yield* Ref.get(modal.state)
    if (!open) {
      yield* openModal()
      openedModal = true
    }
    yield* showSnackbar(WALLET_UNREACHABLE_NOTICE, "loading")
  })
  const hide = Effect.gen(function* () {
    const banner = yield* Ref.get(alerts.snackbar)
    if (banner.open && banner.message === WALLET_UNREACHABLE_NOTICE) yield* closeSnackbar
    if (openedModal && (yield* Ref.get(modal.state)).open) yield* forceCloseModal
    openedModal = false
  })
  const run = (program: Effect.Effect<void, unknown, ReachNoticeServices>) =>
    program.pipe(
      Effect.catchAll((error) => Effect.logWarning("The wallet-unreachable notice could not show", error)),
      Effect.provide(context)
    )
  return { show: run(show), hide: run(hide) }
}
