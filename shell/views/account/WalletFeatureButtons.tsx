import { push } from "../../../core/router/push.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import type { WalletFeatureButton } from "./walletFeatures.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { walletFeatureButtons } from "./walletFeatures.js"

/** A feature's name in the modal's language (`feature.<feature>` in the catalogue). */
const featureLabel = (button: WalletFeatureButton, texts: Translator): string => {
  const key = `feature.${button.feature}`
  return texts.has(key) ? texts.text(key) : button.label
}

/**
 * The row of wallet-feature buttons under the account (Receive, Send …), in the configured order.
 * Swaps and the on-ramp follow the features in effect (WIRE §2.3: the project's configuration over
 * the host's options; off in basic mode).
 */
export const WalletFeatureButtons = () => {
  const { runtime, options, state } = useHandle()
  const { namespace } = useActiveChain()
  const texts = useTexts()
  const { swaps, onramp } = useStateRef(runtime, state.features.state)
  const features = { ...options.features, swaps, onramp }
  const buttons = walletFeatureButtons(features, namespace).filter((button) => button.offered === undefined || runtime.runSync(button.offered))
  if (buttons.length === 0) return null
  return (
    // Longer words (German's "Empfangen") wrap to a second row rather than leave the card.
    <div className="doorway-row" style={{ alignSelf: "stretch", justifyContent: "center", flexWrap: "wrap" }} data-testid="wallet-features">
      {buttons.map((button) => (
        <button
          key={button.feature}
          type="button"
          className="doorway-button"
          data-variant="secondary"
          style={{ flex: "1 1 0", paddingInline: 12 }}
          data-testid={`wallet-feature-${button.feature}`}
          onClick={() => runtime.runFork(push(button.view))}
        >
          {featureLabel(button, texts)}
        </button>
      ))}
    </div>
  )
}
