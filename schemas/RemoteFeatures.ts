import { Schema } from "effect"
import { SocialOption } from "./Forms.js"
import { OnrampProviderName } from "./Onramp.js"
import { SwapProviderName } from "./Swap.js"

/** A list feature: the enabled options, or `false` when the feature is off. */
const listOrOff = <S extends Schema.Schema.Any>(item: S) => Schema.Union(Schema.Array(item), Schema.Literal(false))

/** The resolved feature set (remote configuration over local options over defaults). */
export const RemoteFeatures = Schema.Struct({
  email: Schema.Boolean,
  socials: listOrOff(SocialOption),
  swaps: listOrOff(SwapProviderName),
  onramp: listOrOff(OnrampProviderName),
  activity: Schema.Boolean,
  reownBranding: Schema.Boolean,
  multiWallet: Schema.Boolean
}).annotations({ identifier: "RemoteFeatures" })
export type RemoteFeatures = typeof RemoteFeatures.Type
