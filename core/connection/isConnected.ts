import { Effect, Option } from "effect"
import type { ChainState } from "../services/ChainState.js"
import { getActiveCaipAddress } from "./getActiveCaipAddress.js"

/** Connected means the active namespace has an address (not merely a status). */
export const isConnected: Effect.Effect<boolean, never, ChainState> = getActiveCaipAddress.pipe(Effect.map(Option.isSome))
