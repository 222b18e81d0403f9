import { Effect, Ref } from "effect"
import type { ApiError } from "../services/ApiClient.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import type { CatalogueFailures, CatalogueRequest, WalletCatalogueState } from "../services/WalletCatalogue.js"

const setLoading = (request: CatalogueRequest, loading: boolean) => (state: WalletCatalogueState): WalletCatalogueState => ({
  ...state,
  loading: { ...state.loading, [request]: loading }
})

/** The failures without the one of `request`. */
export const withoutFailure = (failures: CatalogueFailures, request: CatalogueRequest): CatalogueFailures => {
  if (failures[request] === undefined) return failures
  const { [request]: _cleared, ...rest } = failures
  return rest
}

/**
 * Runs a catalogue request with its loading flag up while it runs; a failure is recorded as the
 * failure of that request (and still fails), a success clears an earlier failure of the same request.
 */
export const trackRequest = <A, R>(request: CatalogueRequest, effect: Effect.Effect<A, ApiError, R>) =>
  Effect.gen(function* () {
    const catalogue = yield* WalletCatalogue
    yield* Ref.update(catalogue.state, setLoading(request, true))
    return yield* effect.pipe(
      Effect.tapBoth({
        onFailure: (error) =>
          Ref.update(catalogue.state, (state) => ({ ...state, failures: { ...state.failures, [request]: error } })),
        onSuccess: () =>
          Ref.update(catalogue.state, (state) => ({ ...state, failures: withoutFailure(state.failures, request) }))
      }),
      Effect.ensuring(Ref.update(catalogue.state, setLoading(request, false)))
    )
  })
