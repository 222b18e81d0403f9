import { Layer } from "effect"
import type { Effect } from "effect"
import { makeStateService } from "./makeStateService.js"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../core/services/WalletCatalogue.js"

/** Nothing loaded yet; a fresh state each time it is made. */
export const makeWalletCatalogue: Effect.Effect<WalletCatalogue["Type"]> = makeStateService(INITIAL_WALLET_CATALOGUE)

export const WalletCatalogueLive: Layer.Layer<WalletCatalogue> = Layer.effect(WalletCatalogue, makeWalletCatalogue)
