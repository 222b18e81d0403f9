/** EIP-5792 call statuses and ERC-4337 receipts as wallets and bundlers send them (SPEC §7). */
import { describe, expect, it } from "vitest"
import { Either, Schema } from "effect"
import { CallsStatus, UserOperationReceiptAnswer, isFinalCallsStatus } from "../../schemas/index.js"

const TX = `0x${"34".repeat(32)}`

describe("CallsStatus", () => {
  it("decodes a wallet's EIP-5792 answer, keeping each receipt's other fields", () => {
    const answer = {
      version: "2.0.0",
      id: "0x00000000000000000000000000000000000000000000000000000000000000ab",
      chainId: "0x89",
      status: 200,
      atomic: true,
      receipts: [{ logs: [], status: "0x1", blockHash: TX, blockNumber: "0x10", gasUsed: "0x5208", transactionHash: TX, cumulativeGasUsed: "0x5208" }]
    }
    const decoded = Schema.decodeUnknownSync(CallsStatus)(answer)
    expect(decoded.receipts?.[0]?.["cumulativeGasUsed"]).toBe("0x5208")
    expect(isFinalCallsStatus(decoded)).toBe(true)
  })

  it("1xx is pending; 2xx, 4xx and 5xx are final; a status outside 100–599 or a string is refused", () => {
    const status = (value: unknown) => Schema.decodeUnknownEither(CallsStatus)({ status: value })
    expect(Either.map(status(100), isFinalCallsStatus)).toEqual(Either.right(false))
    expect(Either.map(status(199), isFinalCallsStatus)).toEqual(Either.right(false))
    expect(Either.map(status(400), isFinalCallsStatus)).toEqual(Either.right(true))
    expect(Either.map(status(500), isFinalCallsStatus)).toEqual(Either.right(true))
    expect(Either.isLeft(status(99))).toBe(true)
    expect(Either.isLeft(status(600))).toBe(true)
    expect(Either.isLeft(status("CONFIRMED"))).toBe(true)
  })
})

describe("UserOperationReceiptAnswer", () => {
  it("decodes a bundler's receipt, its null while the operation waits, and its error", () => {
    const decode = Schema.decodeUnknownSync(UserOperationReceiptAnswer)
    const receipt = decode({
      jsonrpc: "2.0",
      id: 1,
      result: { userOpHash: TX, sender: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", success: true, actualGasUsed: "0x1", receipt: { transactionHash: TX } }
    })
    expect("result" in receipt && receipt.result?.success).toBe(true)
    expect(decode({ jsonrpc: "2.0", id: 1, result: null })).toEqual({ result: null })
    expect(decode({ jsonrpc: "2.0", id: 1, error: { code: -32602, message: "bad hash" } })).toEqual({ error: { code: -32602, message: "bad hash" } })
    expect(Either.isLeft(Schema.decodeUnknownEither(UserOperationReceiptAnswer)({ jsonrpc: "2.0", id: 1 }))).toBe(true)
  })
})
