import { Effect, Layer, SubscriptionRef } from "effect"
import { TokenBalanceFailures } from "../core/services/TokenBalanceFailures.js"
import type { CaipAddress } from "../schemas/Caip.js"

/** No failure recorded yet. */
export const makeTokenBalanceFailures = Effect.map(SubscriptionRef.make<ReadonlyMap<CaipAddress, number>>(new Map()), (failures) => ({ failures }))

export const TokenBalanceFailuresLive: Layer.Layer<TokenBalanceFailures> = Layer.effect(TokenBalanceFailures, makeTokenBalanceFailures)
