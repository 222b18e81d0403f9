import { Effect, Option, Ref } from "effect"
import { SupportedChainsResponse } from "../../schemas/BlockchainApi.js"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { ApiClient } from "../services/ApiClient.js"
import { SupportedChains } from "../services/SupportedChains.js"

export const SUPPORTED_CHAINS_PATH = "/v1/supported-chains"

/**
 * Whether the blockchain data service answers for a network (WIRE §1.1 network gate). The list is
 * fetched once and kept; while no fetch has succeeded every network counts as unsupported, and
 * the next question asks again.
 */
export const isNetworkSupported = (caipNetworkId: CaipNetworkId): Effect.Effect<boolean, never, ApiClient | SupportedChains> =>
  Effect.gen(function* () {
    const { http } = yield* SupportedChains
    const known = yield* Ref.get(http)
    if (Option.isSome(known)) return known.value.includes(caipNetworkId)
    const api = yield* ApiClient
    const fetched = yield* api.get({ service: "blockchain", path: SUPPORTED_CHAINS_PATH, schema: SupportedChainsResponse }).pipe(
      Effect.map((response) => Option.some(response.http)),
      Effect.catchAll((error) => Effect.logDebug(`Supported chains unavailable: ${error._tag}`).pipe(Effect.as(Option.none())))
    )
    if (Option.isNone(fetched)) return false
    yield* Ref.set(http, fetched)
    return fetched.value.includes(caipNetworkId)
  }).pipe(Effect.withSpan("account.isNetworkSupported"))
