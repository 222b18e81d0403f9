/** The three gas-price tiers, from the node's `eth_gasPrice` and fixed percentages above it. */
import type { Effect } from "effect"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { GasPriceResponse } from "../../../schemas/Swap.js"
import { onChain, publicClientOf } from "./chainClient.js"

/** Percent of the node's price per tier: faster inclusion pays more. */
export const GAS_PRICE_TIERS_PERCENT = { standard: 100n, fast: 125n, instant: 150n } as const

export const readGasPrice = (chain: EvmChain): Effect.Effect<bigint, RequestRejected> =>
  onChain(chain, "eth_gasPrice", () => publicClientOf(chain).getGasPrice())

export const gasPriceTiers = (base: bigint): GasPriceResponse => ({
  standard: ((base * GAS_PRICE_TIERS_PERCENT.standard) / 100n).toString(),
  fast: ((base * GAS_PRICE_TIERS_PERCENT.fast) / 100n).toString(),
  instant: ((base * GAS_PRICE_TIERS_PERCENT.instant) / 100n).toString()
})
