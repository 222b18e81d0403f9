import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"
import { GasPriceAnswer } from "../../schemas/SwapAnswers.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { GasPriceNetworkUnsupported } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"

/**
 * The network's gas prices in wei (decimal strings), by inclusion speed (WIRE §1.2 `GET /v1/convert/gas-price` with
 * its CAIP-2 id). Asked on EVM networks only; another family, or a network the data service does
 * not answer for, fails with GasPriceNetworkUnsupported ('Network not supported for Gas Price',
 * SPEC §8) without a request.
 */
export const fetchGasPrice = (network: Network) =>
  Effect.gen(function* () {
    if (network.chainNamespace !== "eip155" || !(yield* isNetworkSupported(network.caipNetworkId))) {
      return yield* new GasPriceNetworkUnsupported()
    }
    const api = yield* ApiClient
    return yield* api.get({ service: "blockchain", path: "/v1/convert/gas-price", query: { chainId: network.caipNetworkId }, schema: GasPriceAnswer })
  }).pipe(Effect.withSpan("swap.fetchGasPrice"))
