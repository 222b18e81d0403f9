import { formatBalance } from "../../../core/format/formatBalance.js"
import { localizeDecimal } from "../../../core/format/localizeDecimal.js"
import type { OnrampStateValue } from "../../../core/onramp/OnrampState.js"
import { useTexts } from "../../i18n/TextsContext.js"

/** A decimal amount with its currency, as the quote gives it, in the modal's language. */
const amountText = (amount: { readonly amount: string; readonly currency: string }, locale: string): string =>
  `${formatBalance(amount.amount, undefined, locale)} ${amount.currency}`

/**
 * What the payment buys (SPEC §3 quote): while a quote is on its way a status line; then the crypto
 * the payment buys, the provider's fee and the total; nothing before an amount is typed.
 */
export const OnrampQuoteSummary = ({ state }: { readonly state: OnrampStateValue }) => {
  const texts = useTexts()
  if (state.quotesLoading) {
    return (
      <p className="doorway-muted" role="status" data-testid="onramp-quote-loading" style={{ margin: 0 }}>
        {texts.text("onramp.quoteLoading")}
      </p>
    )
  }
  const { quote } = state
  if (quote === undefined) return null
  return (
    <dl
      data-testid="onramp-quote"
      style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "4px 12px", margin: 0, padding: 12, borderRadius: 12, background: "var(--doorway-bg-raised)" }}
    >
      <dt className="doorway-muted">{texts.text("onramp.youGet")}</dt>
      <dd data-testid="onramp-quote-amount" style={{ margin: 0, textAlign: "end", fontWeight: 600 }}>
        ≈ {localizeDecimal(quote.purchaseAmount.amount, texts.locale)} {quote.purchaseAmount.currency}
      </dd>
      <dt className="doorway-muted">{texts.text("onramp.fee")}</dt>
      <dd style={{ margin: 0, textAlign: "end" }}>{amountText(quote.networkFee, texts.locale)}</dd>
      <dt className="doorway-muted">{texts.text("onramp.total")}</dt>
      <dd style={{ margin: 0, textAlign: "end" }}>{amountText(quote.paymentTotal, texts.locale)}</dd>
    </dl>
  )
}
