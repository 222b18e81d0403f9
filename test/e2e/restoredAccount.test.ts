/**
 * A returning visitor's account is shown from the first frame of a reload, before the wallet
 * answers, and withdrawn when the wallet no longer grants it (SPEC §4: the stored connection synced
 * at start). In Chromium against the local stack, every animation frame of the host's Connect
 * button and of what the host's hooks report is recorded from navigation start:
 *
 * - the wallet still grants the site: the first frame that draws the button already shows the
 *   stored address (busy, "restoring", not connected), then the connected account; "Connect" never
 *   shows; clicked the moment it shows, it opens the Account view;
 * - the wallet no longer grants it (the dev wallet forgot the site): the stored address shows
 *   first, never as connected; the frame that withdraws it puts "Connect" back and the hooks
 *   report nobody, within one frame of the wallet's answer; and the next reload paints nothing.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** One recorded frame: the host button's state and account, what the hooks report. */
interface Drawn {
  readonly frame: number
  readonly state: string | null
  readonly address: string | null
  readonly host: string | null
}

interface Recording {
  readonly frames: ReadonlyArray<Drawn>
  /** The frame number when the wallet answered `eth_accounts`, and its answer. */
  readonly accounts?: { readonly frame: number; readonly result: unknown }
}

declare global {
  interface Window {
    doorwayFrames?: { frames: Array<Drawn>; frame: number; accounts?: Recording["accounts"] }
  }
}

/**
 * Runs before the page's scripts: records each animation frame in which what is drawn changed, and
 * the frame in which the dev wallet answered `eth_accounts` (wrapping its provider as it is installed).
 */
const recordFrames = (): void => {
  const recording: NonNullable<Window["doorwayFrames"]> = { frames: [], frame: 0 }
  window.doorwayFrames = recording
  const tick = () => {
    recording.frame += 1
    const button = document.querySelector("[data-testid=connect]")
    if (button !== null) {
      const drawn = {
        frame: recording.frame,
        state: button.getAttribute("data-state"),
        address: button.querySelector("[data-testid=button-account]")?.getAttribute("data-address") ?? null,
        host: document.querySelector("[data-testid=demo-account]")?.textContent ?? null
      }
      const last = recording.frames.at(-1)
      if (last === undefined || last.state !== drawn.state || last.address !== drawn.address || last.host !== drawn.host) recording.frames.push(drawn)
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  let controls: { provider: { request: (args: { method: string }) => Promise<unknown> } } | undefined
  Object.defineProperty(window, "doorwayDevWallet", {
    configurable: true,
    get: () => controls,
    set: (installed: NonNullable<typeof controls>) => {
      controls = installed
      const request = installed.provider.request.bind(installed.provider)
      installed.provider.request = async (args) => {
        const result = await request(args)
        if (args.method === "eth_accounts") recording.accounts = { frame: recording.frame, result }
        return result
      }
    }
  })
}

const recording = (page: Page): Promise<Recording> =>
  page.evaluate(() => {
    const { frames, accounts } = window.doorwayFrames ?? { frames: [] }
    return accounts === undefined ? { frames } : { frames, accounts }
  })

const connectButton = (page: Page) => page.locator("[data-testid=connect]")

describe("the stored account shown at once after a reload, and withdrawn when the wallet refuses", () => {
  it("paints the stored address in the button's first frame, confirms it, and withdraws it within one frame of a refusal", async () => {
    await browser.context().addInitScript(recordFrames)
    const page = await openDemo(browser, stack)
    await connectButton(page).click()
    await walletRow(page, DEV_WALLET_NAME).click()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" })

    // The wallet still grants the site.
    await page.reload()
    await connectButton(page).and(page.locator('[data-state="connected"]')).waitFor()
    const granted = await recording(page)
    expect(granted.frames[0]).toMatchObject({ state: "restoring", address: DEV_WALLET_ADDRESS, host: DEV_WALLET_ADDRESS })
    expect(granted.frames.map((drawn) => drawn.state)).not.toContain("disconnected")
    expect(granted.frames.at(-1)).toMatchObject({ state: "connected", address: DEV_WALLET_ADDRESS, host: DEV_WALLET_ADDRESS })

    // Clicked the moment it shows, the painted account opens as the account once the wallet confirms it.
    await page.reload()
    await connectButton(page).click()
    await dialogOf(page).locator('[data-view="Account"]').waitFor()
    expect(await dialogOf(page).locator("[data-view]").getAttribute("data-view")).toBe("Account")
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" })

    // The wallet forgot the site (its user removed it): it answers `eth_accounts` with nobody.
    await page.evaluate(() => {
      const remembered = JSON.parse(localStorage.getItem("doorway-dev-wallet") ?? "{}") as { chainId?: number }
      localStorage.setItem("doorway-dev-wallet", JSON.stringify({ connected: false, chainId: remembered.chainId ?? 1 }))
    })
    await page.reload()
    await connectButton(page).and(page.locator('[data-state="disconnected"]')).waitFor()
    const refused = await recording(page)
    expect(refused.frames[0]).toMatchObject({ state: "restoring", address: DEV_WALLET_ADDRESS, host: DEV_WALLET_ADDRESS })
    expect(refused.frames.map((drawn) => drawn.state)).not.toContain("connected")
    const withdrawn = refused.frames.findIndex((drawn) => drawn.state !== "restoring")
    // The frame that takes the address away shows Connect, and the hooks report nobody.
    expect(refused.frames[withdrawn]).toMatchObject({ state: "disconnected", address: null, host: "disconnected" })
    expect(refused.frames.slice(withdrawn).every((drawn) => drawn.address === null && drawn.host !== DEV_WALLET_ADDRESS)).toBe(true)
    expect(refused.accounts?.result).toEqual([])
    const answeredAt = refused.accounts?.frame ?? Number.NaN
    expect((refused.frames[withdrawn]?.frame ?? Number.NaN) - answeredAt).toBeLessThanOrEqual(1)
    await expect.poll(() => connectButton(page).textContent()).toBe("Connect")

    // The refused connection was forgotten: the next reload paints nothing.
    await page.reload()
    await connectButton(page).waitFor()
    await page.evaluate(() => window.doorwayDevWallet?.ready)
    const after = await recording(page)
    expect(after.frames[0]).toMatchObject({ state: "disconnected", address: null })
    expect(after.frames.map((drawn) => drawn.state)).not.toContain("restoring")
  })
})
