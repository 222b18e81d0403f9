import { Effect, Either } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import type { SwapStateValue } from "../../../core/swap/SwapState.js"
import { validateSwap } from "../../../core/swap/validateSwap.js"

/** What the Swap button says, and whether it swaps now. */
export interface SwapButton {
  readonly label: string
  readonly ready: boolean
}

/**
 * The Swap button: while a swap runs, where it is (the approval or the swap waiting for the
 * wallet); otherwise what the form lacks ('Select token', 'Enter amount', 'Insufficient balance',
 * the catalogue's words), the quote on its way, or Swap, which swaps once a quote is shown.
 */
export const swapButtonOf = (state: SwapStateValue, running: boolean, quoting: boolean): SwapButton => {
  if (running) {
    const label =
      state.step === "approving" ? "Approve in your wallet…" : state.step === "swapping" ? "Confirm the swap in your wallet…" : "Preparing the swap…"
    return { label, ready: false }
  }
  const checked = Effect.runSync(Effect.either(validateSwap(state)))
  if (Either.isLeft(checked)) return { label: messageOf(checked.left), ready: false }
  if (quoting) return { label: "Getting a quote…", ready: false }
  return { label: "Swap", ready: state.quote !== undefined }
}
