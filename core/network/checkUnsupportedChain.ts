import { Effect, Option, Ref } from "effect"
import { getActiveNetwork } from "../connection/getActiveNetwork.js"
import { isConnected } from "../connection/isConnected.js"
import { openModal } from "../router/openModal.js"
import { push } from "../router/push.js"
import { Modal } from "../services/Modal.js"
import { Options } from "../services/Options.js"
import { isConfiguredNetwork } from "./configuredNetworkOf.js"

/**
 * SPEC §4: while connected on a network the app is not configured with, network switching on and
 * unsupported chains not allowed, the UnsupportedChain view opens (the modal opens on it if it was
 * closed). Answers whether it opened.
 */
export const checkUnsupportedChain = Effect.gen(function* () {
  const options = yield* Options
  if (!options.enableNetworkSwitch || options.allowUnsupportedChain) return false
  const network = yield* getActiveNetwork
  if (Option.isNone(network) || isConfiguredNetwork(options.networks, network.value) || !(yield* isConnected)) return false
  const modal = yield* Modal
  if ((yield* Ref.get(modal.state)).open) yield* push("UnsupportedChain")
  else yield* openModal({ view: "UnsupportedChain" })
  return true
}).pipe(Effect.withSpan("network.checkUnsupportedChain"))
