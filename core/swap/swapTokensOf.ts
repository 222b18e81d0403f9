import type { Network } from "../../schemas/Network.js"
import type { SwapTokensAnswer } from "../../schemas/SwapAnswers.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { nativeTokenAddress } from "../send/nativeTokenAddress.js"
import { sameCaipAddress } from "./sameCaipAddress.js"
import type { SwapToken } from "./SwapState.js"

/**
 * The network's swap list with what the account holds: each token takes the amount and price of
 * the balance with its address (the native coin's balance has none: it is the placeholder's).
 */
export const swapTokensOf = (
  listed: SwapTokensAnswer["tokens"],
  balances: ReadonlyArray<TokenBalance>,
  network: Network
): ReadonlyArray<SwapToken> =>
  listed.map((token) => {
    const held = balances.find((balance) => sameCaipAddress(balance.address ?? nativeTokenAddress(network), token.address))
    return {
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      balance: held?.quantity.numeric ?? "0",
      price: held?.price ?? 0
    }
  })
