import { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { FungiblePriceResponse } from "../../schemas/Swap.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"

/**
 * The USD prices of tokens (WIRE §1.2 `POST /v1/fungible/price`, currency usd, the tokens' CAIP-10
 * addresses and the project id), by symbol: the service answers by token, not by address.
 */
export const fetchTokenPrices = (addresses: ReadonlyArray<CaipAddress>) =>
  Effect.gen(function* () {
    if (addresses.length === 0) return new Map<string, number>()
    const api = yield* ApiClient
    const { projectId } = yield* Options
    const { fungibles } = yield* api.post({
      service: "blockchain",
      path: "/v1/fungible/price",
      body: { currency: "usd", addresses, projectId },
      schema: FungiblePriceResponse
    })
    return new Map(fungibles.map((fungible) => [fungible.symbol.toLowerCase(), fungible.price]))
  }).pipe(Effect.withSpan("swap.fetchTokenPrices"))
