import { Context } from "effect"
import type { CaipAddress, CaipNetworkId } from "../../schemas/Caip.js"
import type { StateRef } from "../state/StateRef.js"

/** A token of the network's swap list, with what the account holds of it and its USD price. */
export interface SwapToken {
  readonly name: string
  readonly symbol: string
  /** CAIP-10; the native coin is the `0xeeee…eeee` placeholder (WIRE §1.2). */
  readonly address: CaipAddress
  readonly decimals: number
  readonly logoUri: string
  /** What the account holds, a decimal string in the token's units ("0" when none). */
  readonly balance: string
  /** USD per whole token; 0 while unknown. */
  readonly price: number
}

/** The data service's quote for one swap: `amount` of `from` buys `toAmount` of `to` (smallest units). */
export interface QuotedSwap {
  readonly from: CaipAddress
  readonly to: CaipAddress
  readonly amount: bigint
  readonly toAmount: bigint
  /** Epoch ms of the answer: it holds for SPEC §9's 10 s from then. */
  readonly fetchedAt: number
}

/** Where a swap under way is: waiting for the wallet's approval transaction, or for the swap's. */
export type SwapStep = "idle" | "approving" | "swapping"

/**
 * The swap state: the network's token list (with the suggested and popular ones), the two tokens
 * and the amount chosen, the last quote, the gas price the network fee is shown with, the native
 * coin's price and the step of a swap under way.
 */
export interface SwapStateValue {
  /** The network the token list is for; none before the first load. */
  readonly caipNetworkId: CaipNetworkId | undefined
  readonly tokens: ReadonlyArray<SwapToken>
  readonly suggested: ReadonlyArray<SwapToken>
  readonly popular: ReadonlyArray<SwapToken>
  readonly sourceToken: SwapToken | undefined
  readonly toToken: SwapToken | undefined
  /** The amount to pay as typed, a decimal string in the source token's units. */
  readonly sourceAmount: string
  readonly quote: QuotedSwap | undefined
  /** The standard gas price in wei, from the data service; none until known. */
  readonly gasPrice: bigint | undefined
  /** USD per whole native coin; 0 while unknown. */
  readonly networkPrice: number
  readonly step: SwapStep
  /** In percent (SPEC §9). */
  readonly slippage: number
}

/** The swap flow's state, written only by the programs of core/swap. Built with the Swap view's chunk, once per instance. */
export class SwapState extends Context.Tag("doorway/SwapState")<SwapState, { readonly state: StateRef<SwapStateValue> }>() {}
