import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"
import { FungiblePriceResponse } from "../../schemas/Swap.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"
import { nativeTokenAddress } from "../send/nativeTokenAddress.js"

/**
 * Balances the wallet reported, priced in USD by the data service (WIRE §1.2 POST
 * `/v1/fungible/price` with currency usd, the tokens' CAIP-10 addresses, the native token as the
 * `0xeeee…eeee` placeholder, and the project id). The service answers by token, not by address,
 * so each balance takes the price of the answer with its symbol; one the service does not know
 * keeps what the wallet said (0 when nothing). Each value is the price times the amount. Fails as
 * the request fails.
 */
export const priceTokenBalances = (balances: ReadonlyArray<TokenBalance>, network: Network) =>
  Effect.gen(function* () {
    if (balances.length === 0) return balances
    const api = yield* ApiClient
    const { projectId } = yield* Options
    const addresses = balances.map((balance) => balance.address ?? nativeTokenAddress(network))
    const { fungibles } = yield* api.post({
      service: "blockchain",
      path: "/v1/fungible/price",
      body: { currency: "usd", addresses, projectId },
      schema: FungiblePriceResponse
    })
    return balances.map((balance): TokenBalance => {
      const known = fungibles.find((fungible) => fungible.symbol.toLowerCase() === balance.symbol.toLowerCase())
      if (known === undefined) return balance
      return {
        ...balance,
        price: known.price,
        value: known.price * Number(balance.quantity.numeric),
        iconUrl: balance.iconUrl === "" ? known.iconUrl : balance.iconUrl
      }
    })
  }).pipe(Effect.withSpan("balance.priceTokenBalances"))
