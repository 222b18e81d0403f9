import { Schema } from "effect"

/**
 * A map keyed by chain namespace where any namespace may be absent, e.g. stored connections.
 * (A Record keyed by the namespace literals would require every namespace to be present.)
 */
export const perNamespace = <S extends Schema.Schema.Any>(value: S) =>
  Schema.Struct({
    eip155: Schema.optional(value),
    solana: Schema.optional(value),
    polkadot: Schema.optional(value),
    bip122: Schema.optional(value),
    cosmos: Schema.optional(value)
  })
