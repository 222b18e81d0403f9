/** The secure site's one-time approvals on an injected clock: bound, spent once, and 60 s to live. */
import { describe, expect, it } from "vitest"
import { approvalBinding } from "../../../devnet/secure-site/approvals/approvalBinding.js"
import { makeApprovalGrants } from "../../../devnet/secure-site/approvals/approvalGrants.js"

const request = { session: "s1", origin: "http://127.0.0.1:7770", method: "personal_sign", params: ["0x01", "0xabc"], chainId: 1 }

const refusalOf = (run: () => void) => {
  try {
    run()
    return undefined
  } catch (error) {
    return { message: (error as Error).message, code: (error as { code?: number }).code }
  }
}

describe("approval grants", () => {
  it("redeem at 59,999 ms after issue; refused as expired at 60,000 ms", () => {
    let at = 1_000_000
    const grants = makeApprovalGrants(() => at)
    const binding = approvalBinding(request)
    const early = grants.issue(binding)
    const late = grants.issue(binding)
    at += 59_999
    expect(refusalOf(() => grants.redeem(early, binding))).toBeUndefined()
    at += 1
    expect(refusalOf(() => grants.redeem(late, binding))).toEqual({ message: "The approval has expired", code: 4100 })
  })

  it("a missing, unknown or spent approval is refused with 4100", () => {
    const grants = makeApprovalGrants(() => 0)
    const binding = approvalBinding(request)
    const id = grants.issue(binding)
    expect(refusalOf(() => grants.redeem(undefined, binding))).toEqual({ message: "The request was not approved in the wallet frame", code: 4100 })
    expect(refusalOf(() => grants.redeem("made-up", binding))).toEqual({ message: "The approval is not valid or was already used", code: 4100 })
    grants.redeem(id, binding)
    expect(refusalOf(() => grants.redeem(id, binding))).toEqual({ message: "The approval is not valid or was already used", code: 4100 })
  })

  it("the binding is the request's content, not its key order; any field changed makes another request", () => {
    const typed = { ...request, params: [{ to: "0x1", value: "0x2" }] }
    expect(approvalBinding(typed)).toBe(approvalBinding({ ...typed, params: [{ value: "0x2", to: "0x1" }] }))
    for (const changed of [{ session: "s2" }, { origin: "http://127.0.0.1:7771" }, { method: "eth_signTypedData_v4" }, { params: ["0x02", "0xabc"] }, { chainId: 137 }]) {
      expect(approvalBinding({ ...request, ...changed })).not.toBe(approvalBinding(request))
    }
  })

  it("ids are long and random", () => {
    const grants = makeApprovalGrants(() => 0)
    const ids = new Set(Array.from({ length: 100 }, () => grants.issue("b")))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(/^[\w-]{43}$/)
  })
})
