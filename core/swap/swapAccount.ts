import { Effect } from "effect"
import { SwapNetworkUnsupported } from "../errors/AccountErrors.js"
import { sendAccount } from "../send/sendAccount.js"
import type { SendAccount } from "../send/sendAccount.js"
import { isSwapNetwork } from "./isSwapNetwork.js"

/** The connected account a swap goes from: its CAIP-10 and plain address, and its network. */
export type SwapAccount = SendAccount

/**
 * The active account and its network, on a network swaps work on: another network fails with
 * SwapNetworkUnsupported ('Network not supported for Swaps', SPEC §5, §8) before anything is asked.
 */
export const swapAccount = Effect.gen(function* () {
  const account = yield* sendAccount
  if (!isSwapNetwork(account.network)) return yield* new SwapNetworkUnsupported()
  return account satisfies SwapAccount
})
