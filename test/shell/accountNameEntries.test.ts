/**
 * When the Account view offers a name (SPEC §5: names only on EVM; the data service needs a project
 * id and is off in basic mode), and how a smart session's expiry reads (a date, with `Intl`).
 */
import { describe, expect, it } from "vitest"
import { nameEntryShown } from "../../shell/views/names/nameEntryShown.js"
import { CATALOGUE_LOADERS } from "../../shell/i18n/catalogueLoaders.js"
import { ENGLISH } from "../../shell/i18n/english.js"
import { makeTranslator } from "../../shell/i18n/Translator.js"
import { sessionExpiryText } from "../../shell/views/smartSessions/sessionExpiryText.js"

describe("the Account view's name entry", () => {
  it("shows on EVM with a project id, outside basic mode", () => {
    expect(nameEntryShown({ projectId: "p", basic: false }, "eip155")).toBe(true)
  })

  it("not on other families, without a project id, in basic mode, or with no account family", () => {
    expect(nameEntryShown({ projectId: "p", basic: false }, "solana")).toBe(false)
    expect(nameEntryShown({ projectId: "p", basic: false }, "bip122")).toBe(false)
    expect(nameEntryShown({ projectId: "", basic: false }, "eip155")).toBe(false)
    expect(nameEntryShown({ projectId: "p", basic: true }, "eip155")).toBe(false)
    expect(nameEntryShown({ projectId: "p", basic: false }, undefined)).toBe(false)
  })
})

describe("a smart session's expiry", () => {
  // 2030-03-01T12:00:00Z
  const expiry = 1_898_596_800

  it("reads as a date in the modal's language", async () => {
    const { default: german } = await CATALOGUE_LOADERS.de()
    expect(sessionExpiryText(expiry, 0, makeTranslator(german))).toBe("Läuft ab am 01.03.2030")
  })

  it("is past from its second on", () => {
    const english = { ...ENGLISH, locale: "en-US" }
    expect(sessionExpiryText(expiry, expiry * 1000 - 1, english)).toBe("Expires Mar 1, 2030")
    expect(sessionExpiryText(expiry, expiry * 1000, english)).toBe("Expired Mar 1, 2030")
  })
})
