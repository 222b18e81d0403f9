import { Effect, Option, Ref } from "effect"
import { SupportedChainsResponse } from "../../schemas/BlockchainApi.js"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { ApiClient } from "../services/ApiClient.js"
import { SupportedChains } from "../services/SupportedChains.js"

export const SUPPORTED_CHAINS_PATH = "/v1/supported-chains"

/**
 * The networks the blockchain data service answers for (WIRE §1.1 network gate), fetched once and
 * kept; none while no fetch has succeeded, and the next question asks again. The Connect view
 * asks at idle, so the account's balances do not wait on it after a connection.
 */
export const loadSupportedChains: Effect.Effect<Option.Option<ReadonlyArray<CaipNetworkId>>, never, ApiClient | SupportedChains> =
  Effect.gen(function* () {
    const { http } = yield* SupportedChains
    const known = yield* Ref.get(http)
    if (Option.isSome(known)) return known
    const api = yield* ApiClient
    const fetched = yield* api.get({ service: "blockchain", path: SUPPORTED_CHAINS_PATH, schema: SupportedChainsResponse }).pipe(
      Effect.map((response) => Option.some(response.http)),
      Effect.catchAll((error) => Effect.logDebug(`Supported chains unavailable: ${error._tag}`).pipe(Effect.as(Option.none())))
    )
    if (Option.isSome(fetched)) yield* Ref.set(http, fetched)
    return fetched
  }).pipe(Effect.withSpan("account.loadSupportedChains"))

/** Whether the blockchain data service answers for a network; unsupported while the list is unknown. */
export const isNetworkSupported = (caipNetworkId: CaipNetworkId): Effect.Effect<boolean, never, ApiClient | SupportedChains> =>
  Effect.map(loadSupportedChains, Option.exists((networks) => networks.includes(caipNetworkId)))
