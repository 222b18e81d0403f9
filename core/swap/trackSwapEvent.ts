import { Effect, Option } from "effect"
import { trackEvent } from "../analytics/trackEvent.js"
import { getActiveNamespaceState } from "../connection/getActiveNamespaceState.js"
import { formatUnits } from "../account/formatUnits.js"
import type { SwapAccount } from "./swapAccount.js"
import type { ValidSwap } from "./validateSwap.js"

/**
 * A swap's analytics event (WIRE §3.3): INITIATE_SWAP and SWAP_SUCCESS with the network, whether
 * the account is a smart account, the tokens' symbols and both amounts; SWAP_ERROR and
 * SWAP_APPROVAL_ERROR with the failure's text too.
 */
export const trackSwapEvent = (
  event: "INITIATE_SWAP" | "SWAP_SUCCESS" | "SWAP_ERROR" | "SWAP_APPROVAL_ERROR",
  account: SwapAccount,
  swap: ValidSwap,
  toAmount: bigint,
  message?: string
) =>
  Effect.gen(function* () {
    const chain = Option.getOrUndefined(yield* getActiveNamespaceState)
    const properties = {
      isSmartAccount: chain?.accountState.preferredAccountType === "smartAccount",
      network: account.network.caipNetworkId,
      swapFromToken: swap.sourceToken.symbol,
      swapToToken: swap.toToken.symbol,
      swapFromAmount: formatUnits(swap.amount, swap.sourceToken.decimals),
      swapToAmount: formatUnits(toAmount, swap.toToken.decimals)
    }
    if (event === "SWAP_ERROR" || event === "SWAP_APPROVAL_ERROR") {
      yield* trackEvent({ type: "track", event, address: account.address, properties: { ...properties, message: message ?? "" } })
    } else {
      yield* trackEvent({ type: "track", event, address: account.address, properties })
    }
  }).pipe(Effect.asVoid)
