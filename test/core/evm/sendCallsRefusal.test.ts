/**
 * `wallet_sendCalls` params checked before any wallet sees them (SPEC §5): each call's `to`
 * starts with 0x; its `data`, if present, too. A refusal is JSON-RPC -32602 with the catalogue's
 * text, for every kind of connection.
 */
import { describe, expect, it } from "vitest"
import { messageOf } from "../../../core/errors/catalogue.js"
import { sendCallsRefusal } from "../../../core/evm/sendCallsRefusal.js"

const TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const batch = (calls: ReadonlyArray<unknown>) => [{ version: "2.0.0", chainId: "0x1", from: TO, atomicRequired: true, calls }]

describe("wallet_sendCalls params (SPEC §5)", () => {
  it("hold when every call's to, and data where given, start with 0x", () => {
    expect(sendCallsRefusal(batch([{ to: TO }, { to: TO, data: "0xa9059cbb", value: "0x1" }]))).toBeUndefined()
    expect(sendCallsRefusal(batch([]))).toBeUndefined()
  })

  it("are refused with -32602 when a call's to does not start with 0x", () => {
    const refusal = sendCallsRefusal(batch([{ to: TO }, { to: TO.slice(2) }]))
    expect(refusal?.code).toBe(-32602)
    expect(refusal === undefined ? "" : messageOf(refusal)).toBe("Invalid params for wallet_sendCalls")
    expect(sendCallsRefusal(batch([{ to: "" }]))?.code).toBe(-32602)
    expect(sendCallsRefusal(batch([{ data: "0x" }]))?.code).toBe(-32602)
  })

  it("are refused when a call's data does not start with 0x", () => {
    expect(sendCallsRefusal(batch([{ to: TO, data: "a9059cbb" }]))?.code).toBe(-32602)
    expect(sendCallsRefusal(batch([{ to: TO, data: "" }]))?.code).toBe(-32602)
  })

  it("are refused without a list of calls, or when not an array of requests", () => {
    expect(sendCallsRefusal([{ chainId: "0x1" }])?.code).toBe(-32602)
    expect(sendCallsRefusal({ calls: [{ to: TO }] })?.code).toBe(-32602)
    expect(sendCallsRefusal(undefined)?.code).toBe(-32602)
  })
})
