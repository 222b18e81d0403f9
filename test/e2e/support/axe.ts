/**
 * axe-core in a page of the browser tests: the modal's accessibility, checked by a tool in both
 * themes. The demo's theme button switches the theme while the modal stays open.
 */
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"

declare global {
  interface Window {
    axe?: {
      run: (context: Element | Document, options: object) => Promise<{ violations: ReadonlyArray<AxeViolation> }>
    }
  }
}

interface AxeViolation {
  readonly id: string
  readonly impact?: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<unknown>; readonly failureSummary?: string }>
}

let axeSource: Promise<string> | undefined
const loadAxe = (): Promise<string> => (axeSource ??= readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"))

/** What axe checks: the modal (or the whole page when the modal is not there), or the whole page. */
export type AxeScope = "modal" | "page"

/** The violations axe finds in `scope`, one line each. */
export const axeViolations = async (page: Page, scope: AxeScope = "modal"): Promise<ReadonlyArray<string>> => {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ content: await loadAxe() })
  return page.evaluate(async (wholePage) => {
    const root = (wholePage ? null : document.querySelector("[data-doorway]")) ?? document
    const result = await window.axe!.run(root, { resultTypes: ["violations"] })
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ${node.target.join(" ")}: ${node.failureSummary ?? ""}`)
    )
  }, scope === "page")
}

export type ThemeMode = "light" | "dark"

/** Sets the demo's theme through its own button (clicked in the page, so an open modal stays open). */
export const setDemoTheme = async (page: Page, mode: ThemeMode): Promise<void> => {
  const button = page.locator("[data-testid=theme]")
  if ((await button.textContent()) !== `Theme: ${mode}`) await button.evaluate((element) => (element as HTMLElement).click())
  // The host's button and the modal's stylesheet both follow the theme; wait for the modal's palette.
  await page.waitForFunction((wanted) => {
    const modal = document.querySelector("[data-doorway]")
    const background = modal === null ? "" : getComputedStyle(modal).getPropertyValue("--doorway-base-bg").trim()
    const modalFollows = modal === null || background === (wanted === "light" ? "#ffffff" : "#191a1a")
    return document.querySelector("[data-testid=theme]")?.textContent === `Theme: ${wanted}` && modalFollows
  }, mode)
  // Two frames later the new colours are painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))))
}

/** axe's violations of what the page shows now, in light then dark, labelled by view and theme. */
export const violationsInBothThemes = async (page: Page, label: string, scope: AxeScope = "modal"): Promise<ReadonlyArray<string>> => {
  const found: Array<string> = []
  for (const mode of ["light", "dark"] as const) {
    await setDemoTheme(page, mode)
    found.push(...(await axeViolations(page, scope)).map((line) => `${label}, ${mode}: ${line}`))
  }
  return found
}
