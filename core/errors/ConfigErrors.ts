import { Data } from "effect"

/** The host set both `siweConfig` and `siwx` (SPEC §5): only one sign-in client can run. The modal does not start. */
export class SiweAndSiwxBothSet extends Data.TaggedError("SiweAndSiwxBothSet") {}

/**
 * The host listed `adapters`, and a network it configured is of a family none of them connects
 * (SPEC §1: only the listed families connect). The modal does not start.
 */
export class NoAdapterForNetwork extends Data.TaggedError("NoAdapterForNetwork")<{
  readonly network: string
  readonly caipNetworkId: string
  readonly chainNamespace: string
  /** The namespaces the listed adapters connect. */
  readonly adapters: ReadonlyArray<string>
}> {}

/**
 * The host gave a feature a value the modal does not implement (see core/config/unsupportedFeatures.ts):
 * SPEC §9 names the feature only by its default, so only the default is offered, and another value is
 * refused rather than ignored. The modal does not start.
 */
export class UnsupportedFeatureOption extends Data.TaggedError("UnsupportedFeatureOption")<{
  /** The key under `features`, e.g. `collapseWallets`. */
  readonly feature: string
  readonly value: unknown
  /** The value the modal implements. */
  readonly supported: boolean
}> {}
