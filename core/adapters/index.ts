/**
 * `doorway-connect/adapters`: the chain families a site lists in the `adapters` option. Importing
 * it has no side effects.
 */
export * from "./ChainAdapter.js"
export * from "./EvmAdapter.js"
export * from "./SolanaAdapter.js"
