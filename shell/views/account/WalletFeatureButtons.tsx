import { push } from "../../../core/router/push.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { walletFeatureButtons } from "./walletFeatures.js"

/**
 * The row of wallet-feature buttons under the account (Receive, Send …), in the configured order.
 * Swaps and the on-ramp follow the features in effect (WIRE §2.3: the project's configuration over
 * the host's options; off in basic mode).
 */
export const WalletFeatureButtons = () => {
  const { runtime, options, state } = useHandle()
  const { namespace } = useActiveChain()
  const { swaps, onramp } = useStateRef(runtime, state.features.state)
  const features = { ...options.features, swaps, onramp }
  const buttons = walletFeatureButtons(features, namespace).filter((button) => button.offered === undefined || runtime.runSync(button.offered))
  if (buttons.length === 0) return null
  return (
    <div className="doorway-row" style={{ alignSelf: "stretch", justifyContent: "center" }} data-testid="wallet-features">
      {buttons.map((button) => (
        <button
          key={button.feature}
          type="button"
          className="doorway-button"
          data-variant="secondary"
          style={{ flex: 1 }}
          data-testid={`wallet-feature-${button.feature}`}
          onClick={() => runtime.runFork(push(button.view))}
        >
          {button.label}
        </button>
      ))}
    </div>
  )
}
