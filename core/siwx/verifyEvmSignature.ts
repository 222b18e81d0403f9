import { Effect, Either } from "effect"
import {
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  hashMessage,
  hexToBool,
  isAddressEqual,
  isErc6492Signature,
  isHex,
  recoverMessageAddress
} from "viem"
import type { Address, Hex } from "viem"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { RpcTransport } from "../services/RpcTransport.js"

/** ERC-1271's answer for a valid signature. */
const MAGIC_VALUE = "0x1626ba7e"

const isValidSignatureAbi = [
  {
    type: "function",
    name: "isValidSignature",
    stateMutability: "view",
    inputs: [
      { name: "hash", type: "bytes32" },
      { name: "signature", type: "bytes" }
    ],
    outputs: [{ name: "magicValue", type: "bytes4" }]
  }
] as const

export interface EvmSignedMessage {
  readonly network: CaipNetworkId
  readonly address: Address
  /** The text signed with `personal_sign` (EIP-191). */
  readonly message: string
  readonly signature: Hex
}

/** Whether the key of `address` signed `message` (the signer viem recovers from the EIP-191 hash): no chain needed. */
export const signedByKey = ({ address, message, signature }: Omit<EvmSignedMessage, "network">): Effect.Effect<boolean> =>
  Effect.gen(function* () {
    if (!isHex(signature)) return false
    const recovered = yield* Effect.either(Effect.tryPromise(() => recoverMessageAddress({ message, signature })))
    return Either.isRight(recovered) && isAddressEqual(recovered.right, address)
  })

/** A revert is the contract's "no" (JSON-RPC 3 or an execution error); anything else is the node's failure. */
const isRevert = (error: { readonly _tag: string; readonly code?: number; readonly reason?: string }) =>
  error._tag === "JsonRpcError" && (error.code === 3 || /revert/i.test(error.reason ?? ""))

/**
 * ERC-6492: the signature of a smart account not deployed yet carries its factory call. The
 * standard's validator contract, run without being deployed (an `eth_call` of its creation code),
 * deploys the account in the call's own state and asks it (ERC-1271); its constructor returns 0x01
 * for a valid signature.
 */
const signedByCounterfactualAccount = ({ network, address, message, signature }: EvmSignedMessage) =>
  Effect.gen(function* () {
    const rpc = yield* RpcTransport
    const data = encodeDeployData({
      abi: erc6492SignatureValidatorAbi,
      bytecode: erc6492SignatureValidatorByteCode,
      args: [address, hashMessage(message), signature]
    })
    const answer = yield* rpc.request(network, "eth_call", [{ data }, "latest"]).pipe(Effect.catchIf(isRevert, () => Effect.succeed("0x")))
    return typeof answer === "string" && isHex(answer) && answer.length > 2 && hexToBool(answer)
  })

/**
 * Whether `signature` is `address`'s signature of `message`: an account's key (the signer viem
 * recovers from the EIP-191 hash), a smart account not deployed yet (ERC-6492), or else a contract
 * wallet deployed at `address` that says so (ERC-1271 `isValidSignature` on the EIP-191 hash,
 * read through the RpcTransport). A contract that reverts or answers anything but the magic value,
 * and an address without code, are not valid; the node's own failures are failures.
 */
export const verifyEvmSignature = ({ network, address, message, signature }: EvmSignedMessage) =>
  Effect.gen(function* () {
    if (!isHex(signature)) return false
    if (yield* signedByKey({ address, message, signature })) return true
    if (isErc6492Signature(signature)) return yield* signedByCounterfactualAccount({ network, address, message, signature })

    const rpc = yield* RpcTransport
    const code = yield* rpc.request(network, "eth_getCode", [address, "latest"])
    if (typeof code !== "string" || code === "0x" || code === "0x0") return false
    const data = encodeFunctionData({ abi: isValidSignatureAbi, functionName: "isValidSignature", args: [hashMessage(message), signature] })
    const answer = yield* rpc.request(network, "eth_call", [{ to: address, data }, "latest"]).pipe(Effect.catchIf(isRevert, () => Effect.succeed("0x")))
    if (typeof answer !== "string" || !isHex(answer) || answer.length < 10) return false
    const magic = Either.try(() => decodeFunctionResult({ abi: isValidSignatureAbi, functionName: "isValidSignature", data: answer }))
    return Either.isRight(magic) && magic.right === MAGIC_VALUE
  }).pipe(Effect.withSpan("siwx.verifyEvmSignature"))
