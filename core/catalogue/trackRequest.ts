import { Effect, SubscriptionRef } from "effect"
import type { ApiError } from "../services/ApiClient.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import type { CatalogueRequest, WalletCatalogueState } from "../services/WalletCatalogue.js"

const setLoading = (request: CatalogueRequest, loading: boolean) => (state: WalletCatalogueState): WalletCatalogueState => ({
  ...state,
  loading: { ...state.loading, [request]: loading }
})

/**
 * Runs a catalogue request with its loading flag up while it runs; a failure is recorded as the
 * catalogue's failure (and still fails), a success clears an earlier failure of the same request.
 */
export const trackRequest = <A, R>(request: CatalogueRequest, effect: Effect.Effect<A, ApiError, R>) =>
  Effect.gen(function* () {
    const catalogue = yield* WalletCatalogue
    yield* SubscriptionRef.update(catalogue.state, setLoading(request, true))
    return yield* effect.pipe(
      Effect.tapBoth({
        onFailure: (error) => SubscriptionRef.update(catalogue.state, (state) => ({ ...state, failure: { request, error } })),
        onSuccess: () =>
          SubscriptionRef.update(catalogue.state, (state) =>
            state.failure?.request === request ? { ...state, failure: undefined } : state
          )
      }),
      Effect.ensuring(SubscriptionRef.update(catalogue.state, setLoading(request, false)))
    )
  })
