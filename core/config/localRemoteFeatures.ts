import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import type { FeaturesOptions } from "./AppKitOptions.js"
import { DEFAULT_REMOTE_FEATURES } from "./defaults.js"

/** `true` picks the default list, `false` turns it off, a list is kept, unset is the default. */
const list = <A>(local: ReadonlyArray<A> | boolean | undefined, fallback: ReadonlyArray<A> | false): ReadonlyArray<A> | false =>
  local === undefined || local === true ? fallback : local

/** The host's value of the activity feature, under its current or its former name. */
export const declaredActivity = (features: FeaturesOptions): boolean | undefined => features.activity ?? features.history

/** One feature from the host's options, or its default (WIRE §2.3 rules 1 and 2). */
export const localFeature = {
  email: (features: FeaturesOptions): RemoteFeatures["email"] => features.email ?? DEFAULT_REMOTE_FEATURES.email,
  socials: (features: FeaturesOptions): RemoteFeatures["socials"] => list(features.socials, DEFAULT_REMOTE_FEATURES.socials),
  swaps: (features: FeaturesOptions): RemoteFeatures["swaps"] => list(features.swaps, DEFAULT_REMOTE_FEATURES.swaps),
  onramp: (features: FeaturesOptions): RemoteFeatures["onramp"] => list(features.onramp, DEFAULT_REMOTE_FEATURES.onramp),
  activity: (features: FeaturesOptions): RemoteFeatures["activity"] => declaredActivity(features) ?? DEFAULT_REMOTE_FEATURES.activity,
  /**
   * Not a host option: only the project configuration sets it (WIRE §2.3). SPEC §3 and §9 name it
   * (default on) and give it no behaviour; the modal draws no brand mark, so no view reads it.
   */
  reownBranding: (): RemoteFeatures["reownBranding"] => DEFAULT_REMOTE_FEATURES.reownBranding,
  /** Only the project configuration can turn multi-wallet on. */
  multiWallet: (): RemoteFeatures["multiWallet"] => DEFAULT_REMOTE_FEATURES.multiWallet
}

/** The feature set when the project configuration is unavailable: the host's options over defaults. */
export const localRemoteFeatures = (features: FeaturesOptions): RemoteFeatures => ({
  email: localFeature.email(features),
  socials: localFeature.socials(features),
  swaps: localFeature.swaps(features),
  onramp: localFeature.onramp(features),
  activity: localFeature.activity(features),
  reownBranding: localFeature.reownBranding(),
  multiWallet: localFeature.multiWallet()
})
