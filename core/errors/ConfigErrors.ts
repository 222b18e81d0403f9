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
