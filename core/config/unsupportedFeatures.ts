import { UnsupportedFeatureOption } from "../errors/ConfigErrors.js"
import type { FeaturesOptions } from "./AppKitOptions.js"

/**
 * The host features SPEC §9 names only by their default, with no behaviour: `emailShowWallets`
 * (true), `legalCheckbox` and `collapseWallets` (false). The modal has the default behaviour only
 * (the wallets listed beside email login, no terms checkbox, the wallet list not collapsed);
 * another value fails the start with UnsupportedFeatureOption instead of being ignored.
 */
export const ONLY_DEFAULT_FEATURES = {
  emailShowWallets: true,
  legalCheckbox: false,
  collapseWallets: false
} as const satisfies Partial<Record<keyof FeaturesOptions, boolean>>

/** The first feature the host set to a value the modal does not implement, if any. */
export const unsupportedFeature = (declared: FeaturesOptions): UnsupportedFeatureOption | undefined => {
  for (const [feature, supported] of Object.entries(ONLY_DEFAULT_FEATURES)) {
    // Read without the option types: a host written in plain JavaScript may pass anything.
    const value: unknown = (declared as Readonly<Record<string, unknown>>)[feature]
    if (value !== undefined && value !== supported) return new UnsupportedFeatureOption({ feature, value, supported })
  }
  return undefined
}
