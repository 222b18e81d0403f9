/**
 * Every error's text in every language (SPEC §8 texts, SPEC §9 localisation): the English
 * templates render exactly as the core catalogue writes them, each translation has every error
 * with the same placeholders, and a wallet's own words pass through untouched.
 */
import { describe, expect, it } from "vitest"
import { messageOf } from "../../../core/errors/catalogue.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import { FrameError } from "../../../core/errors/EmbeddedWalletErrors.js"
import { CATALOGUE_LOADERS } from "../../../shell/i18n/catalogueLoaders.js"
import { errorParams } from "../../../shell/i18n/errorParams.js"
import { errorTextKey } from "../../../shell/i18n/errorTextKey.js"
import type { ErrorTextKey } from "../../../shell/i18n/errorTextKey.js"
import { interpolate } from "../../../shell/i18n/interpolate.js"
import { WRITTEN_LOCALES } from "../../../shell/i18n/locales.js"
import { translateError } from "../../../shell/i18n/translateError.js"
import { makeTranslator } from "../../../shell/i18n/Translator.js"
import { ENGLISH_ERROR_TEMPLATES } from "./englishErrorTemplates.js"
import { ERROR_SAMPLES } from "./errorSamples.js"

const KEYS = Object.keys(ERROR_SAMPLES) as Array<ErrorTextKey>
const placeholders = (template: string): Array<string> => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort()

describe("the English error templates", () => {
  it.each(KEYS)("%s renders as the core catalogue writes it", (key) => {
    const sample = ERROR_SAMPLES[key]
    expect(errorTextKey(sample)).toBe(key)
    expect(interpolate(ENGLISH_ERROR_TEMPLATES[key], errorParams(sample))).toBe(messageOf(sample))
  })
})

describe.each(WRITTEN_LOCALES.filter((locale) => locale !== "en"))("the %s error texts", (locale) => {
  it("have every error, with the English placeholders, translated", async () => {
    const catalogue = (await CATALOGUE_LOADERS[locale]()).default
    const { errors } = catalogue
    const texts = makeTranslator(catalogue)
    for (const key of KEYS) {
      const template = errors[key]
      expect(template, key).toBeTypeOf("string")
      expect(placeholders(template ?? ""), key).toEqual(placeholders(ENGLISH_ERROR_TEMPLATES[key]))
      const shown = translateError(ERROR_SAMPLES[key], texts)
      expect(shown, key).not.toMatch(/\{\w+\}/)
      expect(shown, key).not.toBe(messageOf(ERROR_SAMPLES[key]))
    }
  })

  it("relay a wallet's and a frame's own words as they are", async () => {
    const texts = makeTranslator((await CATALOGUE_LOADERS[locale]()).default)
    expect(translateError(new JsonRpcError({ code: -32000, reason: "nonce has already been used" }), texts)).toBe("nonce has already been used")
    expect(translateError(new FrameError({ reason: "Account locked" }), texts)).toBe("Account locked")
  })
})
