import type { ChainNamespace } from "../../schemas/ChainNamespace.js"

/**
 * A chain family the modal connects, as a site lists it in the `adapters` option (SPEC §1). Each
 * family has its own class carrying its namespace (EVM: `EvmAdapter`, eip155); a later family
 * (Solana, Bitcoin) adds its own class beside it. An adapter is a plain value: the family's code
 * loads with the connectors that use it, not with the adapter.
 */
export interface ChainAdapter<Namespace extends ChainNamespace = ChainNamespace> {
  /** The CAIP-2 namespace of the family's networks. */
  readonly namespace: Namespace
}
