import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { classifyRpcResponse } from "../../../core/embedded/classifyRpcResponse.js"
import { isSupportedRpcMethod, needsApproval } from "../../../core/embedded/rpcMethodSafety.js"
import { toFrameRpcRequest } from "../../../core/embedded/toFrameRpcRequest.js"
import { messageOf } from "../../../core/errors/catalogue.js"

const hex = (digits: number) => `0x${"a".repeat(digits)}`
const ROUTING = { chainNamespace: "eip155", chainId: 1 } as const

describe("embedded-wallet RPC rules (WIRE §4.5, SPEC §5, §6)", () => {
  it("0x + 64 hex digits is a transaction hash; 62, 63 and 65 digits a signature; 61 a plain value", () => {
    expect(classifyRpcResponse(hex(64))._tag).toBe("TransactionHash")
    expect(classifyRpcResponse(hex(62))._tag).toBe("Signature")
    expect(classifyRpcResponse(hex(63))._tag).toBe("Signature")
    expect(classifyRpcResponse(hex(65))._tag).toBe("Signature")
    expect(classifyRpcResponse(hex(130))._tag).toBe("Signature")
    expect(classifyRpcResponse(hex(61))).toEqual({ _tag: "Value", value: hex(61) })
    expect(classifyRpcResponse(`0x${"g".repeat(64)}`)._tag).toBe("Value")
    expect(classifyRpcResponse({ hash: hex(64) })._tag).toBe("Value")
  })

  it("approval is needed for exactly the NOT SAFE methods", () => {
    for (const method of ["personal_sign", "eth_signTypedData_v4", "eth_sendTransaction", "solana_signMessage", "solana_signTransaction",
      "solana_signAllTransactions", "solana_signAndSendTransaction", "wallet_sendCalls", "wallet_grantPermissions", "wallet_revokePermissions",
      "eth_sendUserOperation"]) {
      expect(needsApproval(method)).toBe(true)
    }
    for (const method of ["eth_blockNumber", "eth_getBalance", "eth_getLogs", "eth_sendRawTransaction", "wallet_getCapabilities", "wallet_getCallsStatus", "wallet_getAssets"]) {
      expect(needsApproval(method)).toBe(false)
    }
  })

  it("the whitelist: standard reads, signing, Solana signing and the wallet_ calls; nothing else", () => {
    for (const method of ["eth_call", "personal_sign", "solana_signMessage", "wallet_getAssets", "wallet_grantPermissions"]) {
      expect(isSupportedRpcMethod(method)).toBe(true)
    }
    for (const method of ["eth_sign", "eth_signTypedData", "wallet_switchEthereumChain", "wallet_addEthereumChain", "debug_traceTransaction"]) {
      expect(isSupportedRpcMethod(method)).toBe(false)
    }
  })

  it.effect("a refused method is 'Requested RPC call is not allowed'; a request keeps its routing fields", () =>
    Effect.gen(function* () {
      expect(messageOf(yield* Effect.flip(toFrameRpcRequest("eth_sign", [], ROUTING)))).toBe("Requested RPC call is not allowed")
      expect(yield* toFrameRpcRequest("eth_blockNumber", undefined, { ...ROUTING, rpcUrl: "https://rpc.example" })).toEqual({
        method: "eth_blockNumber",
        chainNamespace: "eip155",
        chainId: 1,
        rpcUrl: "https://rpc.example"
      })
      expect(yield* toFrameRpcRequest("solana_signMessage", { message: "aGk=", pubkey: "Pk" }, { chainNamespace: "solana", chainId: "5eyk" })).toMatchObject({
        method: "solana_signMessage",
        chainNamespace: "solana"
      })
      expect((yield* Effect.flip(toFrameRpcRequest("solana_signMessage", { message: 1 }, ROUTING)))._tag).toBe("JsonRpcError")
    }))
})
