import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { classifyTransactionError } from "../../../core/errors/index.js"

const tagOf = (message: string) => Option.map(classifyTransactionError(message), (e) => e._tag).pipe(Option.getOrUndefined)

describe("classifyTransactionError", () => {
  it("classifies the node messages of SPEC §8", () => {
    expect(tagOf("nonce too high: address 0xabc, tx: 9 state: 4")).toBe("NonceTooHighError")
    expect(tagOf("nonce too low: next nonce 5, tx nonce 3")).toBe("NonceTooLowError")
    expect(tagOf("insufficient funds for gas * price + value")).toBe("InsufficientFundsError")
    expect(tagOf("max fee per gas less than block base fee")).toBe("FeeCapTooLowError")
    expect(tagOf("max fee per gas higher than 2^256-1")).toBe("FeeCapTooHighError")
    expect(tagOf("intrinsic gas too low")).toBe("GasTooLowError")
    expect(tagOf("exceeds block gas limit")).toBe("GasTooHighError")
    expect(tagOf("execution reverted: ERC20: transfer amount exceeds balance")).toBe("ExecutionRevertedError")
  })

  it("keeps the revert reason", () => {
    const error = Option.getOrThrow(classifyTransactionError("execution reverted: slippage"))
    expect(error._tag === "ExecutionRevertedError" && error.reason).toBe("slippage")
  })

  it("leaves other messages alone", () => {
    expect(tagOf("header not found")).toBeUndefined()
  })
})
