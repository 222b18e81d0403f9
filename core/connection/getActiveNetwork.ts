import { Effect, Option } from "effect"
import type { Network } from "../../schemas/Network.js"
import type { ChainState } from "../services/ChainState.js"
import { getActiveNamespaceState } from "./getActiveNamespaceState.js"

/** The network the active namespace is on. */
export const getActiveNetwork: Effect.Effect<Option.Option<Network>, never, ChainState> = getActiveNamespaceState.pipe(
  Effect.map(Option.flatMapNullable((chain) => chain.networkState.caipNetwork))
)
