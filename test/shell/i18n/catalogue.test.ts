/**
 * The catalogue's pieces (SPEC §9 localisation): the language chosen (option, browser, base
 * language, English), placeholders, the error texts by `_tag` with the core's English as the
 * fallback, the English message of an alert found again, and the written languages complete.
 */
import { describe, expect, it } from "vitest"
import { ConnectFailed } from "../../../core/errors/ConnectionErrors.js"
import { EmailThrottled } from "../../../core/errors/EmbeddedWalletErrors.js"
import { alertHintText } from "../../../shell/i18n/alertHintText.js"
import { BUTTON_TEXTS } from "../../../shell/i18n/buttonTexts.js"
import { CATALOGUE_LOADERS } from "../../../shell/i18n/catalogueLoaders.js"
import { EN_TEXTS } from "../../../shell/i18n/en.js"
import { interpolate } from "../../../shell/i18n/interpolate.js"
import { isRightToLeft, SHIPPED_LOCALES, WRITTEN_LOCALES } from "../../../shell/i18n/locales.js"
import { resolveLocale } from "../../../shell/i18n/resolveLocale.js"
import { keyOfEnglishMessage } from "../../../shell/i18n/keyOfEnglishMessage.js"
import { templateParts } from "../../../shell/i18n/templateParts.js"
import { translateError } from "../../../shell/i18n/translateError.js"
import { ENGLISH } from "../../../shell/i18n/english.js"
import { makeTranslator } from "../../../shell/i18n/Translator.js"
import { viewTitle } from "../../../shell/i18n/viewTitle.js"

describe("resolveLocale", () => {
  it("takes the option, else the browser's language, each by itself then by its base language", () => {
    expect(resolveLocale("de", "ar")).toBe("de")
    expect(resolveLocale("de-AT", "ar")).toBe("de")
    expect(resolveLocale(undefined, "ar-EG")).toBe("ar")
    expect(resolveLocale("", "de-CH")).toBe("de")
    expect(resolveLocale("xx", "de")).toBe("de")
  })

  it("falls back to English", () => {
    expect(resolveLocale(undefined, undefined)).toBe("en")
    expect(resolveLocale("sw", "fy-NL")).toBe("en")
  })
})

describe("the languages", () => {
  it("ship twelve, of which the written ones have a loader and their buttons' texts", () => {
    expect(SHIPPED_LOCALES).toHaveLength(12)
    expect(Object.keys(CATALOGUE_LOADERS).sort()).toEqual([...WRITTEN_LOCALES].sort())
    expect(Object.keys(BUTTON_TEXTS).sort()).toEqual([...WRITTEN_LOCALES].sort())
  })

  it("load each catalogue with every English key and the same placeholders", async () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const locale of WRITTEN_LOCALES) {
      const { default: catalogue } = await CATALOGUE_LOADERS[locale]()
      expect(catalogue.locale).toBe(locale)
      expect(Object.keys(catalogue.texts).sort()).toEqual(Object.keys(EN_TEXTS).sort())
      for (const [key, english] of Object.entries(EN_TEXTS)) {
        expect(placeholders(catalogue.texts[key as keyof typeof EN_TEXTS]), `${locale} ${key}`).toEqual(placeholders(english))
      }
    }
  })

  it("write Arabic right to left", () => {
    expect(isRightToLeft("ar")).toBe(true)
    expect(isRightToLeft("he-IL")).toBe(true)
    expect(isRightToLeft("de")).toBe(false)
    expect(makeTranslator({ locale: "ar", texts: EN_TEXTS, errors: {} }).dir).toBe("rtl")
  })
})

describe("texts", () => {
  it("fill their placeholders and leave unknown ones", () => {
    expect(interpolate("Total on {network}", { network: "Ethereum" })).toBe("Total on Ethereum")
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}")
    expect(ENGLISH.text("tokens.none", { network: "Polygon" })).toBe("No tokens on Polygon")
  })

  it("cut a sentence at its placeholders, in the language's order", () => {
    expect(templateParts("أوافق على {terms} و{privacy}")).toEqual(["أوافق على ", { placeholder: "terms" }, " و", { placeholder: "privacy" }])
  })

  it("title the built-in views in the language and keep a host's own title", async () => {
    const { default: german } = await CATALOGUE_LOADERS.de()
    const texts = makeTranslator(german)
    expect(viewTitle("Connect", { title: "Connect Wallet", builtIn: true }, texts)).toBe("Wallet verbinden")
    expect(viewTitle("Connect", { title: "Sign up", builtIn: false }, texts)).toBe("Sign up")
    expect(viewTitle("HostView", { title: "Host's view", builtIn: false }, texts)).toBe("Host's view")
    expect(viewTitle("HostView", undefined, texts)).toBe("HostView")
  })
})

describe("error texts", () => {
  it("are the language's by _tag, with the error's fields, else the core's English", async () => {
    const { default: german } = await CATALOGUE_LOADERS.de()
    const texts = makeTranslator(german)
    expect(translateError(new ConnectFailed({}), texts)).toBe("Verbindung fehlgeschlagen")
    expect(translateError(new EmailThrottled({ remainingMs: 29_001 }), texts)).toBe("Bitte versuchen Sie es in 30 Sekunden erneut")
    expect(translateError(new EmailThrottled({ remainingMs: 30_000 }), ENGLISH)).toBe("Please try again after 30 seconds")
  })

  it("have their developer hint in the language, found again from the core's English words", async () => {
    const { default: german } = await CATALOGUE_LOADERS.de()
    const texts = makeTranslator(german)
    const hint = "Add this origin to the allowed origins in the project settings."
    expect(alertHintText(hint, ENGLISH)).toBe(hint)
    expect(alertHintText(hint, texts)).toBe(german.texts["alertHint.OriginNotAllowed"])
    expect(alertHintText(hint, texts)).not.toBe(hint)
    expect(alertHintText("A hint of the host's own.", texts)).toBe("A hint of the host's own.")
  })

  it("are found again from an alert's English text when it has no field", () => {
    expect(keyOfEnglishMessage("Failed to connect")).toBe("ConnectFailed")
    expect(keyOfEnglishMessage("Please try again after 30 seconds")).toBeUndefined()
    expect(keyOfEnglishMessage("Address copied")).toBeUndefined()
  })
})
