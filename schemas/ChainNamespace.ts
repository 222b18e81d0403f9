import { Schema } from "effect"

/** The chain families the product knows (SPEC §5); polkadot and cosmos exist only as values. */
export const ChainNamespace = Schema.Literal("eip155", "solana", "polkadot", "bip122", "cosmos").annotations({
  identifier: "ChainNamespace",
  message: () => "Invalid input"
})
export type ChainNamespace = typeof ChainNamespace.Type
