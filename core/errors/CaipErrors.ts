import { Data } from "effect"

/** A string that should have been a CAIP-2 network id or a CAIP-10 account id, and is not. */
export class InvalidCaipNetworkId extends Data.TaggedError("InvalidCaipNetworkId")<{ readonly value: string }> {}
export class InvalidCaipAddress extends Data.TaggedError("InvalidCaipAddress")<{ readonly value: string }> {}
