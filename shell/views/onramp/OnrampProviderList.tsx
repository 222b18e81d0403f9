import { useId } from "react"
import type { OnrampStateValue } from "../../../core/onramp/OnrampState.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { OnrampProvider } from "../../../schemas/Onramp.js"

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
  return (
  <section aria-labelledby={heading} style={{ display: "flex", flexDirection: "column", gap: 8 }}>
    <h3 id={heading} className="doorway-muted" style={{ margin: "4px 4px 0", fontWeight: 600, fontSize: "inherit" }}>
      Pay with
    </h3>
    {state.providers.length === 0 ? (
      <p className="doorway-muted" style={{ margin: 0 }}>
        No provider is available
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
            <span className="doorway-list-name">Buy with {provider.label}</span>
            <span className="doorway-list-note">
              Fee {provider.feeRange} · {provider.supportedChains.map((chain) => FAMILY_NAMES[chain] ?? chain).join(", ")}
            </span>
          </span>
        </button>
      ))
    )}
    {state.checkout._tag === "Idle" ? null : (
      <p className="doorway-muted" role="status" data-testid="onramp-checkout-status" style={{ margin: 0 }}>
        {state.checkout._tag === "Opening"
          ? "Opening the checkout…"
          : `Complete your purchase in the ${state.selectedProvider?.label ?? "provider's"} window. Your balance updates when you close it.`}
      </p>
    )}
  </section>
  )
}
