import { Either, Option } from "effect"
import { useEffect, useId } from "react"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { formatBalance } from "../../../core/format/formatBalance.js"
import { currenciesOn } from "../../../core/onramp/currencyNetwork.js"
import { fetchOnrampQuote } from "../../../core/onramp/fetchOnrampQuote.js"
import { loadOnrampOptions } from "../../../core/onramp/loadOnrampOptions.js"
import { openOnrampCheckout } from "../../../core/onramp/openOnrampCheckout.js"
import { setOnrampPaymentAmount } from "../../../core/onramp/setOnrampPaymentAmount.js"
import { setOnrampPaymentCurrency } from "../../../core/onramp/setOnrampPaymentCurrency.js"
import { setOnrampPaymentMethod } from "../../../core/onramp/setOnrampPaymentMethod.js"
import { setOnrampPurchaseCurrency } from "../../../core/onramp/setOnrampPurchaseCurrency.js"
import { limitOf, validatePaymentAmount } from "../../../core/onramp/validatePaymentAmount.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import type { TextKey } from "../../i18n/Catalogue.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { failureText } from "../parts/failureText.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { useProgram } from "../parts/useProgram.js"
import { onrampServicesOf, withOnrampServices } from "./onrampServices.js"
import { OnrampProviderList } from "./OnrampProviderList.js"
import { OnrampQuoteSummary } from "./OnrampQuoteSummary.js"

/** The texts of the payment methods the options name. */
const METHOD_NAMES: Partial<Readonly<Record<string, TextKey>>> = { card: "onramp.methodCard", ach_bank_account: "onramp.methodAch" }

/** How a payment method reads: its text, or its id for a method without one. */
const methodName = (id: string, texts: Translator): string => {
  const key = METHOD_NAMES[id]
  return key === undefined ? id : texts.text(key)
}

/** A limit for display: grouped, two places (`7500.00` → `7,500.00`). */
const limitText = (value: string, locale: string): string => formatBalance(value, undefined, locale)

/**
 * Buy (SPEC §1, §3, §4, §9; on EVM and Solana): the fiat amount, its currency and payment method
 * (whose limits apply), the crypto to buy among those sold on the active network (from the
 * on-ramp's options, or the fallback when they cannot be read), a quote for them, and the provider
 * whose checkout opens in a window of its own. The balances are read again once that window is
 * closed. Failures show the catalogue's text.
 */
const OnrampView = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { chain } = useActiveChain()
  const services = onrampServicesOf(runtime)
  const provide = withOnrampServices(services)
  const state = useStateRef(runtime, services.onramp.state)
  const options = useProgram<DoorwayError>()
  const quote = useProgram<DoorwayError>()
  const ids = useId()
  const network = chain?.networkState.caipNetwork
  const caipAddress = chain?.accountState.caipAddress
  const { run: runOptions } = options
  const { run: runQuote } = quote

  useEffect(() => {
    if (caipAddress !== undefined) runOptions(provide(loadOnrampOptions))
    // Read again for another account or network.
  }, [runOptions, caipAddress, network?.caipNetworkId])

  const checked = validatePaymentAmount(state.paymentAmount, state.paymentCurrency, state.paymentMethod)
  const ready = state.optionsSource !== "none" && Either.isRight(checked)
  // A quote for each change of the amount or a currency once the amount is within its limits; a newer one replaces the one on its way.
  useEffect(() => {
    if (ready) runQuote(provide(fetchOnrampQuote))
  }, [runQuote, ready, state.paymentAmount, state.purchaseCurrency.id, state.paymentCurrency.id, state.paymentMethod, network?.caipNetworkId])

  if (caipAddress === undefined || network === undefined) {
    return (
      <div className="doorway-empty" data-testid="onramp">
        <p className="doorway-empty-title">{texts.text("account.none")}</p>
      </div>
    )
  }

  const onNetwork = currenciesOn(state.purchaseCurrencies, network)
  const limit = limitOf(state.paymentCurrency, state.paymentMethod)
  // The amount's own fault shows as it is typed; a failure of the service once it is asked.
  const typedFault = state.paymentAmount !== undefined && Either.isLeft(checked) ? failureText(checked.left, texts) : undefined
  const loadFault =
    options.status._tag === "Failed" ? Option.getOrUndefined(Option.map(options.status.error, (failure) => failureText(failure, texts))) : undefined
  const error = typedFault ?? (state.error === undefined ? loadFault : failureText(state.error, texts))
  const loading = state.optionsSource === "none" && options.status._tag === "Running"

  return (
    <form
      className="doorway-stack"
      data-testid="onramp"
      aria-busy={loading}
      style={{ gap: 8, alignItems: "stretch", textAlign: "start" }}
      onSubmit={(event) => event.preventDefault()}
    >
      <p className="doorway-muted" style={{ margin: 0 }}>
        {texts.text("onramp.intro", { network: network.name })}
      </p>

      <label htmlFor={`${ids}-amount`} style={{ fontWeight: 600 }}>
        {texts.text("onramp.amount", { currency: state.paymentCurrency.id })}
      </label>
      <div className="doorway-row" style={{ gap: 8 }}>
        <input
          id={`${ids}-amount`}
          className="doorway-input"
          data-testid="onramp-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-describedby={`${ids}-limits`}
          aria-invalid={typedFault !== undefined}
          style={{ flex: 1, minWidth: 0 }}
          value={state.paymentAmount ?? ""}
          onChange={(event) => runtime.runFork(provide(setOnrampPaymentAmount(event.currentTarget.value)))}
        />
        <select
          className="doorway-input"
          aria-label={texts.text("onramp.paymentCurrency")}
          data-testid="onramp-payment-currency"
          style={{ width: "auto" }}
          value={state.paymentCurrency.id}
          onChange={(event) => runtime.runFork(provide(setOnrampPaymentCurrency(event.currentTarget.value)))}
        >
          {(state.paymentCurrencies.length === 0 ? [state.paymentCurrency] : state.paymentCurrencies).map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.id}
            </option>
          ))}
        </select>
      </div>

      <label htmlFor={`${ids}-method`} style={{ fontWeight: 600 }}>
        {texts.text("onramp.paymentMethod")}
      </label>
      <select
        id={`${ids}-method`}
        className="doorway-input"
        data-testid="onramp-payment-method"
        value={state.paymentMethod}
        onChange={(event) => runtime.runFork(provide(setOnrampPaymentMethod(event.currentTarget.value)))}
      >
        {state.paymentCurrency.payment_method_limits.map((method) => (
          <option key={method.id} value={method.id}>
            {methodName(method.id, texts)}
          </option>
        ))}
      </select>
      <p id={`${ids}-limits`} className="doorway-muted" data-testid="onramp-limits" style={{ margin: 0 }}>
        {limit === undefined
          ? texts.text("onramp.noLimits")
          : texts.text("onramp.limits", { min: limitText(limit.min, texts.locale), max: limitText(limit.max, texts.locale), currency: state.paymentCurrency.id })}
      </p>

      <label htmlFor={`${ids}-purchase`} style={{ fontWeight: 600 }}>
        {texts.text("onramp.purchaseCurrency")}
      </label>
      <select
        id={`${ids}-purchase`}
        className="doorway-input"
        data-testid="onramp-purchase-currency"
        value={state.purchaseCurrency.id}
        disabled={onNetwork.length === 0}
        onChange={(event) => runtime.runFork(provide(setOnrampPurchaseCurrency(event.currentTarget.value)))}
      >
        {(onNetwork.length === 0 ? [state.purchaseCurrency] : onNetwork).map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.symbol} · {currency.name}
          </option>
        ))}
      </select>
      {state.optionsSource === "fallback" ? (
        <p className="doorway-muted" data-testid="onramp-fallback" style={{ margin: 0 }}>
          {texts.text("onramp.fallback")}
        </p>
      ) : state.optionsSource === "service" && onNetwork.length === 0 ? (
        <p className="doorway-muted" style={{ margin: 0 }}>
          {texts.text("onramp.nothingOn", { network: network.name })}
        </p>
      ) : null}

      <OnrampQuoteSummary state={state} />
      {error === undefined ? null : (
        <p className="doorway-error-text" role="alert" data-testid="onramp-error" style={{ margin: 0 }}>
          {error}
        </p>
      )}

      <OnrampProviderList
        state={state}
        enabled={ready && onNetwork.length > 0 && state.checkout._tag === "Idle"}
        onBuy={(provider) => runtime.runFork(provide(openOnrampCheckout(provider)))}
      />
    </form>
  )
}

export default OnrampView
