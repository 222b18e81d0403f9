import { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { AllowanceAnswer } from "../../schemas/SwapAnswers.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { ApiClient } from "../services/ApiClient.js"
import type { SwapAccount } from "./swapAccount.js"

/**
 * How much of `token` the swap may take from the account, in base units (WIRE §1.2 `GET
 * /v1/convert/allowance` with the CAIP-10 token and account). A network the data service does not
 * answer for has none (WIRE §1.1: `0`), without a request.
 */
export const fetchAllowance = (account: SwapAccount, token: CaipAddress) =>
  Effect.gen(function* () {
    if (!(yield* isNetworkSupported(account.network.caipNetworkId))) return 0n
    const api = yield* ApiClient
    const { allowance } = yield* api.get({
      service: "blockchain",
      path: "/v1/convert/allowance",
      query: { tokenAddress: token, userAddress: account.caipAddress },
      schema: AllowanceAnswer
    })
    return BigInt(allowance)
  }).pipe(Effect.withSpan("swap.fetchAllowance"))
