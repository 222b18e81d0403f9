/**
 * The modal under a strict Content-Security-Policy (docs/install.md "Strict CSP"): the demo served with
 * `?csp=strict` allows only its own scripts, its stylesheets and `<style>` elements carrying the
 * response's nonce (which the page hands to the `nonce` option), nothing evaluated from strings,
 * connections to the local stand-ins only and the secure site as the only frame. Connecting the
 * dev wallet and logging in by email each run to the end without one violation of the policy.
 */
import type { BrowserContext, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, walletRow } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/**
 * Every report of the policy in the context's pages: each `securitypolicyviolation` event (the
 * directive and what it blocked) and each console message that names the policy.
 */
const watchPolicy = async (context: BrowserContext): Promise<ReadonlyArray<string>> => {
  const reports: Array<string> = []
  await context.exposeBinding("reportPolicyViolation", (_source, report: string) => reports.push(report))
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (report: string) => void }).reportPolicyViolation
      void report(`${location.href}: ${event.effectiveDirective} refused ${event.blockedURI} ${event.sample}`)
    })
  })
  context.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reports.push(`console ${message.type()}: ${message.text()}`)
  })
  return reports
}

/** The demo under the strict policy, once its Connect button shows; the policy it was served with. */
const openStrictDemo = async (): Promise<{ readonly page: Page; readonly policy: string | undefined }> => {
  const page = await browser.newPage()
  const response = await page.goto(`${stack.demoUrl}?csp=strict`)
  await page.getByRole("button", { name: "Connect", exact: true }).waitFor()
  return { page, policy: (await response?.allHeaders())?.["content-security-policy"] }
}

/** The card's background is the theme's, not the page's: the modal's stylesheet applied. */
const cardIsStyled = (page: Page): Promise<boolean> =>
  dialogOf(page)
    .locator(".doorway-card")
    .evaluate((card) => getComputedStyle(card).backgroundColor !== "rgba(0, 0, 0, 0)")

describe("the modal under a strict Content-Security-Policy", () => {
  it("connects the dev wallet and shows its address with no violation", async () => {
    const reports = await watchPolicy(browser.context())
    const { page, policy } = await openStrictDemo()
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self' 'nonce-[\w+/=]{24}';/)
    expect(policy).toContain(`frame-src ${new URL(stack.devnet.secureSite.url).origin}`)

    await page.getByRole("button", { name: "Connect", exact: true }).click()
    await walletRow(page, DEV_WALLET_NAME).click()
    await expect.poll(() => dialogOf(page).getByTestId("account-name").textContent()).toBe(truncateAddress(DEV_WALLET_ADDRESS))
    expect(await hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    expect(await cardIsStyled(page)).toBe(true)
    expect(reports).toEqual([])

    // The policy holds: a `<style>` without the nonce is refused, and the watch hears of it both ways.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement("style"), { textContent: "body{color:red}" })))
    await expect.poll(() => reports.some((report) => report.includes("style-src-elem refused inline"))).toBe(true)
    expect(reports.some((report) => report.startsWith("console error: Applying inline style violates"))).toBe(true)
  })

  it("logs in by email through the secure site's frame with no violation", async () => {
    const reports = await watchPolicy(browser.context())
    const { page } = await openStrictDemo()
    const dialog = await logInFirstTime(stack, page, `strict-csp-${Date.now()}@example.com`)
    const name = dialog.getByTestId("account-name")
    const address = await name.getAttribute("data-address")
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await name.textContent()).toBe(truncateAddress(address ?? ""))
    await expect.poll(() => hostAccount(page)).toBe(address)
    expect(await cardIsStyled(page)).toBe(true)
    expect(reports).toEqual([])
  })
})
