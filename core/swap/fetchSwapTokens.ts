import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"
import { SwapTokensAnswer } from "../../schemas/SwapAnswers.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { ApiClient } from "../services/ApiClient.js"

/**
 * The tokens that can be swapped on a network (WIRE §1.2 `GET /v1/convert/tokens` with its CAIP-2
 * id). A network the data service does not answer for has none, without a request (WIRE §1.1).
 */
export const fetchSwapTokens = (network: Network) =>
  Effect.gen(function* () {
    if (!(yield* isNetworkSupported(network.caipNetworkId))) return []
    const api = yield* ApiClient
    const { tokens } = yield* api.get({
      service: "blockchain",
      path: "/v1/convert/tokens",
      query: { chainId: network.caipNetworkId },
      schema: SwapTokensAnswer
    })
    return tokens
  }).pipe(Effect.withSpan("swap.fetchSwapTokens"))
