import { describe, expect, it } from "vitest"
import { JSON_RPC_CODE_TEXTS, JsonRpcError, UserRejectedError, fromJsonRpcError, isKnownJsonRpcCode, messageOf } from "../../../core/errors/index.js"

const range = (from: number, to: number, step = 1): Array<number> =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step)

describe("JSON-RPC errors", () => {
  it("knows every code of the spec", () => {
    const codes = [-32700, ...range(-32603, -32600), ...range(-32006, -32000), 4001, 4100, 4200, 4900, 4901, 4902, 5000, ...range(5700, 5760, 10)]
    for (const code of codes) expect(isKnownJsonRpcCode(code), String(code)).toBe(true)
    expect(Object.keys(JSON_RPC_CODE_TEXTS)).toHaveLength(codes.length)
  })

  it("treats 4001 and 5000 as the user saying no", () => {
    for (const code of [4001, 5000]) {
      const error = fromJsonRpcError({ code, message: "nope" })
      expect(error).toBeInstanceOf(UserRejectedError)
      expect(error._tag).toBe("UserRejectedError")
    }
  })

  it("keeps the node's message and code, or falls back to the standard text", () => {
    const withMessage = fromJsonRpcError({ code: -32602, message: "bad address" })
    expect(withMessage).toBeInstanceOf(JsonRpcError)
    expect(withMessage._tag === "JsonRpcError" && withMessage.code).toBe(-32602)
    expect(messageOf(withMessage)).toBe("bad address")
    expect(messageOf(fromJsonRpcError({ code: 4902 }))).toBe("Unrecognized chain")
    expect(messageOf(fromJsonRpcError({ code: 12345, message: "" }))).toBe("Unknown error")
  })
})
