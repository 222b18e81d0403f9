import { Effect, Layer, SubscriptionRef } from "effect"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../core/services/WalletCatalogue.js"

/** Nothing loaded yet; a fresh state each time it is made. */
export const makeWalletCatalogue: Effect.Effect<WalletCatalogue["Type"]> = Effect.map(
  SubscriptionRef.make(INITIAL_WALLET_CATALOGUE),
  (state) => ({ state })
)

export const WalletCatalogueLive: Layer.Layer<WalletCatalogue> = Layer.effect(WalletCatalogue, makeWalletCatalogue)
