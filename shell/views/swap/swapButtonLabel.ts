import { Effect, Either } from "effect"
import type { SwapStateValue } from "../../../core/swap/SwapState.js"
import { validateSwap } from "../../../core/swap/validateSwap.js"
import type { Translator } from "../../i18n/Translator.js"
import { translateError } from "../../i18n/translateError.js"

/** What the Swap button says, and whether it swaps now. */
export interface SwapButton {
  readonly label: string
  readonly ready: boolean
}

/**
 * The Swap button: while a swap runs, where it is (the approval or the swap waiting for the
 * wallet); otherwise what the form lacks ('Select token', 'Enter amount', 'Insufficient balance',
 * the error catalogue's words), the quote on its way, or Swap, which swaps once a quote is shown;
 * in the modal's language.
 */
export const swapButtonOf = (state: SwapStateValue, running: boolean, quoting: boolean, texts: Translator): SwapButton => {
  if (running) {
    const label =
      state.step === "approving"
        ? texts.text("swap.approveInWallet")
        : state.step === "swapping"
          ? texts.text("swap.confirmInWallet")
          : texts.text("swap.preparing")
    return { label, ready: false }
  }
  const checked = Effect.runSync(Effect.either(validateSwap(state)))
  if (Either.isLeft(checked)) return { label: translateError(checked.left, texts), ready: false }
  if (quoting) return { label: texts.text("swap.gettingQuote"), ready: false }
  return { label: texts.text("swap.swap"), ready: state.quote !== undefined }
}
