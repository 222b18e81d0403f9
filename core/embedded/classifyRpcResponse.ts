/** What the frame's answer to an RPC request is (WIRE §4.5 response classification, SPEC §5). */
export type RpcResponseKind =
  | { readonly _tag: "TransactionHash"; readonly hash: string }
  | { readonly _tag: "Signature"; readonly signature: string }
  | { readonly _tag: "Value"; readonly value: unknown }

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/

/**
 * 0x and exactly 64 hex digits is a transaction hash; 0x and 62 or more hex digits (any other
 * length) a signed message; anything else (a number, an object, a short hex) a plain value.
 */
export const classifyRpcResponse = (answer: unknown): RpcResponseKind => {
  if (typeof answer === "string" && TRANSACTION_HASH.test(answer)) return { _tag: "TransactionHash", hash: answer }
  if (typeof answer === "string" && SIGNATURE.test(answer)) return { _tag: "Signature", signature: answer }
  return { _tag: "Value", value: answer }
}
