import type { RemoteFeatureEntry, RemoteFeatureId } from "../../schemas/CatalogueApi.js"
import type { SocialOption } from "../../schemas/Forms.js"
import type { OnrampProviderName } from "../../schemas/Onramp.js"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import type { SwapProviderName } from "../../schemas/Swap.js"
import type { FeaturesOptions } from "./AppKitOptions.js"
import { declaredActivity, localFeature } from "./localRemoteFeatures.js"

export interface RemoteFeaturesResolution {
  readonly features: RemoteFeatures
  /** Host options that the project configuration replaced, e.g. `features.email`. */
  readonly ignored: ReadonlyArray<string>
}

// Plain lookups instead of the schemas: this runs at page start, where each schema module weighs.
// `Record<Union, true>` keeps each table complete: a new value of the union fails to compile here.
const SOCIAL_OPTIONS: Record<SocialOption, true> = { google: true, github: true, apple: true, facebook: true, x: true, discord: true, farcaster: true }
const SWAP_PROVIDERS: Record<SwapProviderName, true> = { "1inch": true }
const ONRAMP_PROVIDERS: Record<OnrampProviderName, true> = { meld: true }
const member = <A extends string>(table: Record<A, true>) => (value: string): value is A => Object.hasOwn(table, value)
const isSocialOption = member(SOCIAL_OPTIONS)
const isSwapProvider = member(SWAP_PROVIDERS)
const isOnrampProvider = member(ONRAMP_PROVIDERS)

/** A list the server decides: the known values when enabled and non-empty, else off. */
const serverList = <A extends string>(
  entry: RemoteFeatureEntry,
  config: ReadonlyArray<string>,
  keep: (value: string) => value is A
): ReadonlyArray<A> | false => {
  const values = config.filter(keep)
  return entry.isEnabled && values.length > 0 ? values : false
}

/**
 * The feature set from the project configuration's entries (WIRE §2.3, a successful answer with
 * `features`). Per feature: no entry turns it off; an entry with `config: null` defers to the host's
 * option or the default; an entry with a list (even empty) decides, and a host value it replaces is
 * reported in `ignored`.
 */
export const resolveRemoteFeatures = (
  declared: FeaturesOptions,
  entries: ReadonlyArray<RemoteFeatureEntry>
): RemoteFeaturesResolution => {
  const ignored: Array<string> = []
  const replaces = (name: string, value: unknown): void => {
    if (value !== undefined) ignored.push(`features.${name}`)
  }

  /** `fromConfig` when the server decides, `local` when it defers, off when it is silent. */
  const decide = <A>(id: RemoteFeatureId, local: () => A, fromConfig: (entry: RemoteFeatureEntry, config: ReadonlyArray<string>) => A, off: A): A => {
    const entry = entries.find((e) => e.id === id)
    if (entry === undefined) return off
    if (entry.config === null) return local()
    // A missing list is as good as an absent entry (WIRE §2.3: config otherwise falsy → off).
    if (entry.config === undefined) return off
    return fromConfig(entry, entry.config)
  }

  const email = decide("social_login", () => localFeature.email(declared), (entry, config) => {
    replaces("email", declared.email)
    return entry.isEnabled && config.includes("email")
  }, false)

  const socials = decide("social_login", () => localFeature.socials(declared), (entry, config) => {
    replaces("socials", declared.socials)
    return entry.isEnabled && config.length > 0 ? config.filter(isSocialOption) : false
  }, false)

  const swaps = decide("swap", () => localFeature.swaps(declared), (entry, config) => {
    replaces("swaps", declared.swaps)
    return serverList(entry, config, isSwapProvider)
  }, false)

  const onramp = decide("onramp", () => localFeature.onramp(declared), (entry, config) => {
    replaces("onramp", declared.onramp)
    return serverList(entry, config, isOnrampProvider)
  }, false)

  const activity = decide("activity", () => localFeature.activity(declared), (entry) => {
    replaces(declared.activity !== undefined ? "activity" : "history", declaredActivity(declared))
    return entry.isEnabled
  }, false)

  const reownBranding = decide("reown_branding", localFeature.reownBranding, (entry) => entry.isEnabled, false)
  const multiWallet = decide("multi_wallet", localFeature.multiWallet, (entry) => entry.isEnabled, false)

  return { features: { email, socials, swaps, onramp, activity, reownBranding, multiWallet }, ignored }
}
