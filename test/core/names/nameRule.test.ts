/**
 * SPEC §5, §9: a name to register holds letters, digits and hyphens only, at least 4 characters;
 * the suffixes (WIRE §1.3) are the primary `.reown.id` and the legacy `.wcn.id`.
 */
import { describe, expect, it } from "vitest"
import { isValidNameLabel } from "../../../core/names/nameRule.js"
import { accountNameOf, isAccountName, labelOfName } from "../../../core/names/nameSuffixes.js"

describe("the name rule", () => {
  it("3 characters are too few, 4 are enough", () => {
    expect(isValidNameLabel("abc")).toBe(false)
    expect(isValidNameLabel("abcd")).toBe(true)
  })

  it("takes letters of either case, digits and hyphens, and nothing else", () => {
    expect(isValidNameLabel("Ada-2024")).toBe(true)
    expect(isValidNameLabel("ada_2024")).toBe(false)
    expect(isValidNameLabel("ada lovelace")).toBe(false)
    expect(isValidNameLabel("ada.reown")).toBe(false)
    expect(isValidNameLabel("adé-1")).toBe(false)
    expect(isValidNameLabel("")).toBe(false)
  })
})

describe("the name suffixes", () => {
  it("a label registers under the primary suffix, lower case", () => {
    expect(accountNameOf("Ada-1")).toBe("ada-1.reown.id")
  })

  it("names under either suffix are account names; their label is the part before it", () => {
    expect(isAccountName("ada.reown.id")).toBe(true)
    expect(isAccountName("ada.wcn.id")).toBe(true)
    expect(isAccountName("ada.eth")).toBe(false)
    expect(labelOfName("ada.reown.id")).toBe("ada")
    expect(labelOfName("ada.wcn.id")).toBe("ada")
    expect(labelOfName("ada.eth")).toBe("ada.eth")
  })
})
