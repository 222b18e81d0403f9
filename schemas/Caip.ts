import { Schema } from "effect"
import type { Brand } from "effect"
import { ChainNamespace } from "./ChainNamespace.js"

/** CAIP-2: `namespace:reference`, namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
/** CAIP-10: a CAIP-2 id, then `:account`, account [-.%a-zA-Z0-9]{1,128}. */
const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

export const INVALID_CAIP_NETWORK_ID = "Invalid CAIP-2 network id"
export const INVALID_CAIP_ADDRESS = "Invalid CAIP-10 address"

// The base string carries the message too, so a non-string reads the same as a malformed id.
export const CaipNetworkId = Schema.String.annotations({ message: () => INVALID_CAIP_NETWORK_ID }).pipe(
  Schema.filter((s) => CAIP2.test(s), { message: () => INVALID_CAIP_NETWORK_ID }),
  Schema.brand("CaipNetworkId")
).annotations({
  identifier: "CaipNetworkId",
  message: () => INVALID_CAIP_NETWORK_ID,
  // Samples come from the pattern itself: random strings would almost never pass the filter.
  arbitrary: () => (fc) => fc.stringMatching(CAIP2).map((s) => s as string & Brand.Brand<"CaipNetworkId">)
})
export type CaipNetworkId = typeof CaipNetworkId.Type

export const CaipAddress = Schema.String.annotations({ message: () => INVALID_CAIP_ADDRESS }).pipe(
  Schema.filter((s) => CAIP10.test(s), { message: () => INVALID_CAIP_ADDRESS }),
  Schema.brand("CaipAddress")
).annotations({
  identifier: "CaipAddress",
  message: () => INVALID_CAIP_ADDRESS,
  arbitrary: () => (fc) => fc.stringMatching(CAIP10).map((s) => s as string & Brand.Brand<"CaipAddress">)
})
export type CaipAddress = typeof CaipAddress.Type

/** Splits a CAIP-2 id into its namespace and reference. */
export const parseCaipNetworkId = (id: CaipNetworkId): { readonly namespace: string; readonly reference: string } => {
  const at = id.indexOf(":")
  return { namespace: id.slice(0, at), reference: id.slice(at + 1) }
}

/** Splits a CAIP-10 id into its network id and account address. */
export const parseCaipAddress = (
  id: CaipAddress
): { readonly namespace: string; readonly reference: string; readonly address: string; readonly caipNetworkId: CaipNetworkId } => {
  const [namespace = "", reference = "", ...rest] = id.split(":")
  return {
    namespace,
    reference,
    address: rest.join(":"),
    caipNetworkId: `${namespace}:${reference}` as CaipNetworkId
  }
}

export const isKnownNamespace = Schema.is(ChainNamespace)
