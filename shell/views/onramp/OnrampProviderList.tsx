import { useId } from "react"
import type { OnrampStateValue } from "../../../core/onramp/OnrampState.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { OnrampProvider } from "../../../schemas/Onramp.js"
import { useTexts } from "../../i18n/TextsContext.js"

const FAMILY_NAMES: Partial<Record<ChainNamespace, string>> = { eip155: "EVM", solana: "Solana" }

interface OnrampProviderListProps {
  readonly state: OnrampStateValue
  /** Whether a purchase can start now (the currency lists read, no checkout already open). */
  readonly enabled: boolean
  readonly onBuy: (provider: OnrampProvider) => void
}

/**
 * The providers the person buys through (SPEC §9: Meld, its fee 1 to 2%, on EVM and Solana), each a
 * button that opens its checkout; while the checkout is open, what to do there.
 */
export const OnrampProviderList = ({ state, enabled, onBuy }: OnrampProviderListProps) => {
  const heading = useId()
  const texts = useTexts()
  return (
  <section aria-labelledby={heading} style={{ display: "flex", flexDirection: "column", gap: 8 }}>
    <h3 id={heading} className="doorway-muted" style={{ margin: "4px 4px 0", fontWeight: 600, fontSize: "inherit" }}>
      {texts.text("onramp.payWith")}
    </h3>
    {state.providers.length === 0 ? (
      <p className="doorway-muted" style={{ margin: 0 }}>
        {texts.text("onramp.noProvider")}
      </p>
    ) : (
      state.providers.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className="doorway-list-item"
          data-testid={`onramp-provider-${provider.name}`}
          disabled={!enabled}
          aria-busy={state.checkout._tag === "Opening" && state.selectedProvider?.name === provider.name}
          onClick={() => onBuy(provider)}
        >
          <span className="doorway-list-text">
            <span className="doorway-list-name">{texts.text("onramp.buyWith", { provider: provider.label })}</span>
            <span className="doorway-list-note">
              {texts.text("onramp.providerNote", {
                fee: provider.feeRange,
                chains: provider.supportedChains.map((chain) => FAMILY_NAMES[chain] ?? chain).join(", ")
              })}
            </span>
          </span>
        </button>
      ))
    )}
    {state.checkout._tag === "Idle" ? null : (
      <p className="doorway-muted" role="status" data-testid="onramp-checkout-status" style={{ margin: 0 }}>
        {state.checkout._tag === "Opening"
          ? texts.text("onramp.checkoutOpening")
          : state.selectedProvider === undefined
            ? texts.text("onramp.checkoutOpen")
            : texts.text("onramp.checkoutOpenIn", { provider: state.selectedProvider.label })}
      </p>
    )}
  </section>
  )
}
