import { Effect, Either } from "effect"
import type { Network } from "../../schemas/Network.js"
import type { PurchaseCurrencyNetwork } from "../../schemas/Onramp.js"
import { currencyNetworkOn } from "./currencyNetwork.js"
import { OnrampCurrencyUnavailable } from "./OnrampErrors.js"
import type { OnrampStateValue } from "./OnrampState.js"
import { updateOnrampState } from "./updateOnrampState.js"
import { validatePaymentAmount } from "./validatePaymentAmount.js"

/** What a quote or a checkout is asked for: the amount checked against its limits, and where the currency is sold on the network. */
export interface OnrampPurchase {
  readonly amount: string
  readonly currencyNetwork: PurchaseCurrencyNetwork
}

/**
 * The purchase the state describes on `network`, checked at once; when it does not hold, the
 * error is set (the quote and what it buys dropped) and the program fails with it.
 */
export const onrampPurchaseOf = (state: OnrampStateValue, network: Network) => {
  const checked = Either.flatMap(validatePaymentAmount(state.paymentAmount, state.paymentCurrency, state.paymentMethod), (amount) => {
    const currencyNetwork = currencyNetworkOn(state.purchaseCurrency, network)
    return currencyNetwork === undefined
      ? Either.left(new OnrampCurrencyUnavailable({ symbol: state.purchaseCurrency.symbol, network: network.name }))
      : Either.right<OnrampPurchase>({ amount, currencyNetwork })
  })
  return Either.isRight(checked)
    ? Effect.succeed(checked.right)
    : Effect.zipRight(
        updateOnrampState((current) => ({ ...current, error: checked.left, quote: undefined, purchaseAmount: undefined })),
        Effect.fail(checked.left)
      )
}
