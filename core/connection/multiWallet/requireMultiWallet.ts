import { Effect, Ref } from "effect"
import { showAlert } from "../../alerts/showAlert.js"
import { MultiWalletDisabled } from "../../errors/AlertErrors.js"
import { Features } from "../../services/Features.js"

/**
 * Whether multi-wallet is on (a remote project feature, SPEC §6). When it is off the info alert
 * 'Multi-wallet support is not enabled…' shows and the caller does nothing.
 */
export const requireMultiWallet = Effect.gen(function* () {
  const features = yield* Features
  const { multiWallet } = yield* Ref.get(features.state)
  if (!multiWallet) yield* showAlert(new MultiWalletDisabled())
  return multiWallet
})
