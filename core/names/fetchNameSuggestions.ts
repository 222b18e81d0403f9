import { Effect, Ref } from "effect"
import { NameSuggestionsResponse, type NameSuggestion } from "../../schemas/Names.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { NameSuggestionsFailed } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"
import { ChainState } from "../services/ChainState.js"
import { PRIMARY_NAME_ZONE } from "./nameSuffixes.js"

/**
 * Names like a typed label, free or taken (`GET /v1/profile/suggestions/{name}` in the primary
 * zone, WIRE §1.2). None for an empty label, or while the active EVM network is one the data
 * service does not answer for (WIRE §1.1). A failed or malformed answer fails with
 * NameSuggestionsFailed ('Error fetching name suggestions').
 */
export const fetchNameSuggestions = (label: string) =>
  Effect.gen(function* () {
    const typed = label.trim().toLowerCase()
    if (typed === "") return [] as ReadonlyArray<NameSuggestion>
    const chainState = yield* ChainState
    const network = (yield* Ref.get(chainState.chains)).get("eip155")?.networkState.caipNetwork
    if (network === undefined || !(yield* isNetworkSupported(network.caipNetworkId))) return [] as ReadonlyArray<NameSuggestion>
    const api = yield* ApiClient
    const answer = yield* api
      .get({
        service: "blockchain",
        path: `/v1/profile/suggestions/${encodeURIComponent(typed)}`,
        query: { zone: PRIMARY_NAME_ZONE },
        schema: NameSuggestionsResponse
      })
      .pipe(Effect.mapError(() => new NameSuggestionsFailed({ name: typed })))
    return answer.suggestions
  }).pipe(Effect.withSpan("names.fetchNameSuggestions"))
