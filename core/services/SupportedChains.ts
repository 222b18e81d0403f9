import { Context } from "effect"
import type { Option, Ref } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"

/**
 * The networks the blockchain data service answers for (`GET /v1/supported-chains`, its `http`
 * list), kept in memory once fetched. None until a fetch succeeds.
 */
export class SupportedChains extends Context.Tag("doorway/SupportedChains")<
  SupportedChains,
  { readonly http: Ref.Ref<Option.Option<ReadonlyArray<CaipNetworkId>>> }
>() {}
