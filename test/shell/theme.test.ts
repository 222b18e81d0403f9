import { describe, expect, it } from "vitest"
import { themeCss } from "../../shell/modal/themeCss.js"
import { DEFAULT_THEME_VARIABLES, themeDeclarations } from "../../shell/modal/themeVariables.js"

const declared = (css: string, name: string): string | undefined =>
  new RegExp(`${name}:([^;]*);`).exec(css)?.[1]

describe("theme", () => {
  it("uses the modal defaults of the spec", () => {
    const css = themeDeclarations("light", {})
    expect(declared(css, "--w3m-modal-width")).toBe("360px")
    expect(declared(css, "--w3m-z-index")).toBe("999")
    expect(declared(css, "--w3m-font-size-master")).toBe("10px")
    expect(declared(css, "--w3m-border-radius-master")).toBe("4px")
    expect(declared(css, "--w3m-color-mix-strength")).toBe("0%")
    expect(Object.keys(DEFAULT_THEME_VARIABLES)).toContain("--w3m-accent")
  })

  it("has a light and a dark palette", () => {
    const light = declared(themeDeclarations("light", {}), "--doorway-base-bg")
    const dark = declared(themeDeclarations("dark", {}), "--doorway-base-bg")
    expect(light).toBe("#ffffff")
    expect(dark).toBe("#191a1a")
  })

  it("lets the host replace variables; a bare mix strength is a percentage", () => {
    const css = themeDeclarations("dark", { "--w3m-accent": "#ff0000", "--w3m-color-mix-strength": 40, "--w3m-z-index": 5000 })
    expect(declared(css, "--w3m-accent")).toBe("#ff0000")
    expect(declared(css, "--w3m-color-mix-strength")).toBe("40%")
    expect(declared(css, "--w3m-z-index")).toBe("5000")
  })

  it("ignores host values that are not plain custom properties", () => {
    const css = themeDeclarations("light", {
      "--w3m-accent": "red;} body{display:none",
      color: "red",
      "--w3m-font-family": "Inter"
    })
    expect(css).not.toContain("display:none")
    expect(css).not.toMatch(/(^|;)color:/)
    expect(declared(css, "--w3m-font-family")).toBe("Inter")
  })

  it("scopes every rule to the instance and uses the animation durations of the spec", () => {
    const css = themeCss("7", { themeMode: "dark", themeVariables: {} })
    const selectors = css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, "").match(/(^|\})\s*([^{}@]+)\{/g) ?? []
    expect(selectors.length).toBeGreaterThan(10)
    for (const selector of selectors) expect(selector).toContain('[data-doorway="7"]')
    expect(css).toMatch(/\.doorway-title\{[^}]*animation:doorway-fade 120ms/)
    expect(css).toMatch(/\.doorway-body\{[^}]*transition:height 150ms/)
    expect(css).toMatch(/\.doorway-view\{[^}]*animation:doorway-view-in 150ms/)
  })

  it("starts its fades above zero opacity, so the first frame of the modal or a view shows it", () => {
    const css = themeCss("7", { themeMode: "light", themeVariables: {} })
    expect(css).toContain("@keyframes doorway-fade{from{opacity:0.2}to{opacity:1}}")
    expect(css).toContain("@keyframes doorway-view-in{from{opacity:0.2;transform:translateY(4px)}to{opacity:1;transform:none}}")
  })
})
