import { Effect, Layer } from "effect"
import { TokenBalanceFailures } from "../core/services/TokenBalanceFailures.js"
import type { CaipAddress } from "../schemas/Caip.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

/** No failure recorded yet. */
export const makeTokenBalanceFailures = Effect.map(makeStateRef<ReadonlyMap<CaipAddress, number>>(new Map()), (failures) => ({ failures }))

export const TokenBalanceFailuresLive: Layer.Layer<TokenBalanceFailures> = Layer.effect(TokenBalanceFailures, makeTokenBalanceFailures)
