/**
 * The schemas the name programs decode each answer with (WIRE §1.3): what each route may answer,
 * and what is refused.
 */
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { RegisterNameAnswer } from "../../../core/names/RegisterNameAnswer.js"
import { NameSuggestionsResponse, ReverseLookupResponse } from "../../../schemas/Names.js"

const decodes = <A, I>(schema: Schema.Schema<A, I>, value: unknown): boolean => Either.isRight(Schema.decodeUnknownEither(schema)(value))

const profile = { name: "ada.reown.id", registered: 1, updated: 2, addresses: { "2147483649": { address: "0xabc", created: "1" } }, attributes: [{ avatar: "a" }] }

describe("POST /v1/profile/account answer", () => {
  it("an object, with or without success (other fields ignored)", () => {
    expect(decodes(RegisterNameAnswer, { success: true })).toBe(true)
    expect(decodes(RegisterNameAnswer, { success: false })).toBe(true)
    expect(decodes(RegisterNameAnswer, {})).toBe(true)
    expect(decodes(RegisterNameAnswer, { success: true, name: "ada.reown.id" })).toBe(true)
  })

  it("refuses a non-object or a success that is not a boolean", () => {
    for (const bad of [null, "ok", 1, [], { success: "true" }, { success: 1 }]) expect(decodes(RegisterNameAnswer, bad)).toBe(false)
  })
})

describe("GET /v1/profile/suggestions answer", () => {
  it("suggestions with their registered flags; an empty list", () => {
    expect(decodes(NameSuggestionsResponse, { suggestions: [{ name: "ada.reown.id", registered: false }] })).toBe(true)
    expect(decodes(NameSuggestionsResponse, { suggestions: [] })).toBe(true)
  })

  it("refuses a missing list, a list in place of the object, a name or flag of the wrong type", () => {
    for (const bad of [
      {},
      null,
      [{ name: "ada.reown.id", registered: false }],
      { suggestions: [{ name: "ada.reown.id" }] },
      { suggestions: [{ name: 1, registered: false }] },
      { suggestions: [{ name: "ada.reown.id", registered: "no" }] }
    ]) {
      expect(decodes(NameSuggestionsResponse, bad)).toBe(false)
    }
  })
})

describe("GET /v1/profile/reverse answer", () => {
  it("a list of profiles; [] for none", () => {
    expect(decodes(ReverseLookupResponse, [profile])).toBe(true)
    expect(decodes(ReverseLookupResponse, [])).toBe(true)
  })

  it("refuses one profile in place of the list, and profiles missing their fields", () => {
    const { addresses: _addresses, ...noAddresses } = profile
    const { name: _name, ...noName } = profile
    for (const bad of [
      profile,
      null,
      [noAddresses],
      [noName],
      [{ ...profile, registered: "1" }],
      [{ ...profile, addresses: { "60": { address: "0xabc" } } }],
      [{ ...profile, attributes: {} }]
    ]) {
      expect(decodes(ReverseLookupResponse, bad)).toBe(false)
    }
  })
})
