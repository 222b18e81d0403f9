/**
 * The `browser` condition of `doorway-connect/react`: a bundle built for browsers gets the same
 * exports, and a `createAppKit` that makes the instance that runs in the page (no server path).
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import * as inBrowser from "../../shell/index.browser.js"
import * as everywhere from "../../shell/index.js"
import { createAppKit as createAppKitInBrowser } from "../../shell/browser/createAppKit.js"

describe("the react entry for browsers", () => {
  it("exports the same names as the entry for every other runtime", () => {
    expect(Object.keys(inBrowser).sort()).toEqual(Object.keys(everywhere).sort())
  })

  it("swaps createAppKit for the one without the server's instance and keeps everything else", () => {
    expect(inBrowser.createAppKit).toBe(createAppKitInBrowser)
    expect(inBrowser.createAppKit).not.toBe(everywhere.createAppKit)
    const others = Object.keys(everywhere).filter((name) => name !== "createAppKit") as Array<keyof typeof everywhere>
    expect(others.filter((name) => inBrowser[name] !== everywhere[name])).toEqual([])
  })

  it("is what the package's exports give a browser bundle, before the entry for imports", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      readonly exports: Record<string, Record<string, string>>
    }
    const react = manifest.exports["./react"] ?? {}
    expect(react["browser"]).toBe("./dist/shell/index.browser.js")
    expect(Object.keys(react).indexOf("browser")).toBeLessThan(Object.keys(react).indexOf("import"))
  })
})
