/**
 * The modal in Chromium, on a production build of the host app of `size/`: opened by a button,
 * an accessible dialog that keeps focus, closes on Escape, and loads each view's chunk on the
 * first navigation to it (Connect comes with the modal's own chunk). Every hosted service points at a closed loopback port; the shared
 * browser fails a test whose page tries to reach anything else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { fileURLToPath } from "node:url"
import { buildHostApp, closedPort, serveStatic } from "../../size/hostApp.mjs"
import { useBrowser } from "./support/browser.js"

const outDir = fileURLToPath(new URL("../../.size/e2e-dist", import.meta.url))

let server: { readonly url: string; readonly close: () => Promise<void> }
let endpoint: string
const browser = useBrowser()

beforeAll(async () => {
  await buildHostApp(outDir)
  server = await serveStatic(outDir)
  endpoint = `http://127.0.0.1:${await closedPort()}`
}, 90_000)

afterAll(async () => {
  await server?.close()
})

/** A fresh page of the host app, with the paths of the JS files it has requested so far. */
const openPage = async (query = ""): Promise<{ readonly page: Page; readonly scripts: Array<string> }> => {
  const page = await browser.newPage()
  const scripts: Array<string> = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith(".js")) scripts.push(url.pathname)
  })
  await page.goto(`${server.url}/?endpoint=${encodeURIComponent(endpoint)}${query}`, { waitUntil: "networkidle" })
  return { page, scripts }
}

const chunk = (scripts: ReadonlyArray<string>, name: string) => scripts.filter((path) => path.includes(`/${name}-`))
/** Mean channel of a computed colour, 0 to 1 (`rgb(r, g, b)` or `color(srgb r g b)`). */
const brightness = (colour: string): number => {
  const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3)
  const scale = colour.startsWith("color(") ? 1 : 255
  return numbers.reduce((sum, n) => sum + n / scale, 0) / 3
}

const focusInDialog = (page: Page) =>
  page.evaluate(() => document.querySelector("[role=dialog]")?.contains(document.activeElement) ?? false)

describe("the modal in a browser", () => {
  it("loads neither the modal nor a view at page start", async () => {
    const { page, scripts } = await openPage()
    expect(chunk(scripts, "ModalParts")).toEqual([])
    expect(chunk(scripts, "AccountView")).toEqual([])
    expect(await page.locator("[role=dialog]").count()).toBe(0)
    expect(await page.locator("doorway-modal").count()).toBe(1)
    // The modal element is the last child of body.
    expect(await page.evaluate(() => document.body.lastElementChild?.tagName)).toBe("DOORWAY-MODAL")
    await page.close()
  })

  it("opens a labelled dialog from a button, with the Connect view's wallet list", async () => {
    const { page, scripts } = await openPage()
    await page.click("[data-testid=open]")
    const dialog = page.locator("[role=dialog]")
    await dialog.waitFor()
    expect(await dialog.getAttribute("aria-modal")).toBe("true")
    const labelledBy = await dialog.getAttribute("aria-labelledby")
    expect(await page.locator(`#${labelledBy}`).textContent()).toBe("Connect Wallet")
    await page.locator("[data-testid=wallet-list]").waitFor()
    // Connect is part of the modal's chunk: one file for the first open, no other view's. (Once
    // Connect has painted, the WalletConnect warm-up may load Account at idle, ahead of a pairing.)
    expect(chunk(scripts, "ModalParts")).toHaveLength(1)
    expect(["AlertView", "AllWalletsView"].flatMap((name) => chunk(scripts, name))).toEqual([])
    expect(await page.textContent("[data-testid=modal-state]")).toBe("open")
    // Theme defaults of the spec, from the instance's one stylesheet.
    expect(await page.locator("style[data-doorway-style]").count()).toBe(1)
    const card = await page.locator(".doorway-card").boundingBox()
    expect(card?.width).toBe(360)
    const zIndex = await page.locator(".doorway-overlay").evaluate((element) => getComputedStyle(element).zIndex)
    expect(zIndex).toBe("999")
    await page.close()
  })

  it("keeps focus inside the dialog and gives it back on Escape", async () => {
    const { page } = await openPage()
    await page.focus("[data-testid=open]")
    await page.keyboard.press("Enter")
    await page.locator("[role=dialog]").waitFor()
    await page.locator("[data-testid=wallet-list]").waitFor()
    // Focus moves in once the dialog's first frame is drawn, to its first control, not its container.
    await expect.poll(() => focusInDialog(page)).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(BUTTON|INPUT|A)$/)
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab")
      expect(await focusInDialog(page)).toBe(true)
    }
    await page.keyboard.press("Shift+Tab")
    expect(await focusInDialog(page)).toBe(true)
    // Focus moved to the page behind is pulled back in.
    await page.evaluate(() => (document.querySelector("[data-testid=open-alert]") as HTMLElement).focus())
    expect(await focusInDialog(page)).toBe(true)

    await page.keyboard.press("Escape")
    await page.locator("[role=dialog]").waitFor({ state: "detached" })
    expect(await page.textContent("[data-testid=modal-state]")).toBe("closed")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("open")
    await page.close()
  })

  it("wraps Tab and Shift+Tab around the dialog's controls", async () => {
    // No project id: the start-up shows an alert whose dismiss button is one more control, beside
    // Close, the wallet list's Try again (the catalogue is at a closed port) and All Wallets.
    const { page } = await openPage("&projectId=")
    await page.click("[data-testid=open]")
    await page.getByText("Project ID Not Configured").waitFor()
    await page.locator("[data-testid=wallet-lists-failed]").waitFor()
    await page.locator("[data-testid=all-wallets-row]").waitFor()
    const controls = ["Dismiss alert", "Close", "Try again", "All Wallets"]
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim())
    const forward: Array<string | null | undefined> = []
    for (let i = 0; i <= controls.length; i++) {
      await page.keyboard.press("Tab")
      forward.push(await focused())
    }
    // Each control once, then back to the first.
    expect(new Set(forward)).toEqual(new Set(controls))
    expect(new Set(forward.slice(0, controls.length)).size).toBe(controls.length)
    expect(forward[controls.length]).toBe(forward[0])
    const backward: Array<string | null | undefined> = []
    for (let i = 0; i <= controls.length; i++) {
      await page.keyboard.press("Shift+Tab")
      backward.push(await focused())
    }
    expect(new Set(backward.slice(0, controls.length)).size).toBe(controls.length)
    expect(backward[controls.length]).toBe(backward[0])
    expect(await focusInDialog(page)).toBe(true)
    // Dismissing runs the core's closeAlert.
    await page.getByRole("button", { name: "Dismiss alert" }).click()
    await page.getByText("Project ID Not Configured").waitFor({ state: "detached" })
    await page.close()
  })

  it("closes from the close button and from a click on the backdrop", async () => {
    const { page } = await openPage()
    await page.click("[data-testid=open]")
    await page.getByRole("button", { name: "Close" }).click()
    await page.locator("[role=dialog]").waitFor({ state: "detached" })
    await page.click("[data-testid=open]")
    await page.locator("[role=dialog]").waitFor()
    await page.mouse.click(5, 5)
    await page.locator("[role=dialog]").waitFor({ state: "detached" })
    await page.close()
  })

  it("loads a view's chunk on the first navigation to it, and only then", async () => {
    const { page, scripts } = await openPage()
    expect(chunk(scripts, "AlertView")).toEqual([])
    await page.click("[data-testid=open]")
    await page.locator("[data-testid=wallet-list]").waitFor()
    expect(chunk(scripts, "AlertView")).toEqual([])
    await page.keyboard.press("Escape")
    await page.locator("[role=dialog]").waitFor({ state: "detached" })

    await page.click("[data-testid=open-alert]")
    await page.getByText("No alerts").waitFor()
    expect(await page.locator("[role=dialog] h2").textContent()).toBe("Alert")
    expect(chunk(scripts, "AlertView")).toHaveLength(1)
    await page.keyboard.press("Escape")
    await page.click("[data-testid=open-alert]")
    await page.getByText("No alerts").waitFor()
    expect(chunk(scripts, "AlertView")).toHaveLength(1)
    expect(chunk(scripts, "ModalParts")).toHaveLength(1)
    await page.close()
  })

  it("switches between the light and dark palettes", async () => {
    const { page } = await openPage()
    const background = () => page.locator(".doorway-card").evaluate((element) => getComputedStyle(element).backgroundColor)
    await page.click("[data-testid=open]")
    await page.locator(".doorway-card").waitFor()
    const before = await background()
    await page.keyboard.press("Escape")
    await page.click("[data-testid=theme]")
    await page.click("[data-testid=open]")
    await page.locator(".doorway-card").waitFor()
    const after = await background()
    expect(after).not.toBe(before)
    const lightness = [before, after].map(brightness).sort()
    expect(lightness[0]).toBeLessThan(0.2)
    expect(lightness[1]).toBeGreaterThan(0.9)
    await page.close()
  })
})
