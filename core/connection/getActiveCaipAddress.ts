import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { ChainState } from "../services/ChainState.js"
import { getActiveNamespaceState } from "./getActiveNamespaceState.js"

/** The CAIP-10 address of the active namespace's account, if one is connected. */
export const getActiveCaipAddress: Effect.Effect<Option.Option<CaipAddress>, never, ChainState> = getActiveNamespaceState.pipe(
  Effect.map(Option.flatMapNullable((chain) => chain.accountState.caipAddress))
)
