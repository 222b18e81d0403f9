/**
 * The schemas the smart-session programs decode each answer with (WIRE §1.3): the session list
 * and the revocation's answer.
 */
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { RevokeSmartSessionAnswer } from "../../../core/smartSessions/RevokeSmartSessionAnswer.js"
import { SmartSessionsResponse } from "../../../schemas/BlockchainApi.js"

const decodes = <A, I>(schema: Schema.Schema<A, I>, value: unknown): boolean => Either.isRight(Schema.decodeUnknownEither(schema)(value))

const session = {
  project: { id: "p1", name: "Devnet Game" },
  pci: "pci-1",
  expiry: 1_900_000_000,
  createdAt: 1_700_000_000,
  permissions: [],
  policies: [{ id: "policy-1" }],
  context: "0x"
}

describe("GET /v1/sessions answer", () => {
  it("a list of sessions under pcis, revoked ones included; an empty list", () => {
    expect(decodes(SmartSessionsResponse, { pcis: [session, { ...session, pci: "pci-2", revokedAt: 1_800_000_000 }] })).toBe(true)
    expect(decodes(SmartSessionsResponse, { pcis: [] })).toBe(true)
  })

  it("refuses the bare list, a session without its project name, pci or expiry, and an expiry as text", () => {
    const { pci: _pci, ...noPci } = session
    const { expiry: _expiry, ...noExpiry } = session
    for (const bad of [
      [session],
      {},
      null,
      { pcis: [noPci] },
      { pcis: [noExpiry] },
      { pcis: [{ ...session, project: { id: "p1" } }] },
      { pcis: [{ ...session, expiry: "2030-01-01" }] },
      { pcis: [{ ...session, policies: [{}] }] }
    ]) {
      expect(decodes(SmartSessionsResponse, bad)).toBe(false)
    }
  })
})

describe("POST /v1/sessions/{address}/revoke answer", () => {
  it("an object, with or without success", () => {
    expect(decodes(RevokeSmartSessionAnswer, { success: true })).toBe(true)
    expect(decodes(RevokeSmartSessionAnswer, {})).toBe(true)
  })

  it("refuses a non-object or a success that is not a boolean", () => {
    for (const bad of [null, "revoked", [], { success: "yes" }]) expect(decodes(RevokeSmartSessionAnswer, bad)).toBe(false)
  })
})
