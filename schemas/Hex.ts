import { Schema } from "effect"

/** `0x` followed by hex digits (an EVM quantity, address, hash or call data). */
export const Hex = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]*$/)).annotations({ identifier: "Hex" })
export type Hex = typeof Hex.Type

/** An EVM chain id in hex, as a key of ERC-7811 asset maps (`0x1`, `0x2105`). */
export const HexChainId = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]+$/)).annotations({ identifier: "HexChainId" })
export type HexChainId = typeof HexChainId.Type

/** A chain id as the embedded wallet and wallet RPC pass it: a number or a string. */
export const ChainIdLike = Schema.Union(Schema.String, Schema.Number).annotations({ identifier: "ChainIdLike" })
export type ChainIdLike = typeof ChainIdLike.Type
