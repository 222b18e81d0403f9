/**
 * The modal's texts (SPEC §9 localisation): its language's catalogue; English only when that
 * chunk fails to load; and a failed load tried again by the next call.
 */
import { beforeEach, describe, expect, it, vi } from "vitest"

const failing = new Set<string>()
const asked: Array<string> = []

vi.mock("../../../shell/i18n/catalogueLoaders.js", () => {
  const loader = (locale: string) => () => {
    asked.push(locale)
    return failing.has(locale)
      ? Promise.reject(new Error(`chunk of ${locale} failed`))
      : Promise.resolve({ default: { locale, texts: {}, errors: {} } })
  }
  return { CATALOGUE_LOADERS: { en: loader("en"), de: loader("de"), fr: loader("fr"), ja: loader("ja") } }
})

/** The module afresh for each test: it keeps what it loaded for the page's lifetime. */
const freshModule = () => import("../../../shell/i18n/loadCatalogue.js")

beforeEach(() => {
  vi.resetModules()
  failing.clear()
  asked.length = 0
})

describe("the modal's texts", () => {
  it("are its language's catalogue, and English is not loaded beside it", async () => {
    const { loadedModalTexts, loadModalTexts } = await freshModule()
    expect((await loadModalTexts("de")).locale).toBe("de")
    expect(asked).toEqual(["de"])
    expect(loadedModalTexts("de")?.locale).toBe("de")
  })

  it("are English when the language's chunk fails, and the language is asked again next time", async () => {
    const { loadedModalTexts, loadModalTexts } = await freshModule()
    failing.add("fr")
    expect((await loadModalTexts("fr")).locale).toBe("en")
    expect(loadedModalTexts("fr")?.locale).toBe("en")
    failing.clear()
    expect((await loadModalTexts("fr")).locale).toBe("fr")
    expect(asked).toEqual(["fr", "en", "fr"])
  })

  it("fail when neither loads, as a missing chunk of the modal does", async () => {
    const { loadModalTexts } = await freshModule()
    failing.add("ja")
    failing.add("en")
    await expect(loadModalTexts("ja")).rejects.toThrow("chunk of en failed")
  })
})
