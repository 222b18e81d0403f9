/**
 * Updating the embedded wallet's email (SPEC §2, §4, §5, WIRE §4.6) in Chromium against the local
 * stack: logged in by email, Account's "Update email" opens UpdateEmailWallet; an address that is
 * not one is refused in the page; then the code mailed to the current address, the code mailed to
 * the new one, and Account names the wallet by the new address. Signed out, the new address logs
 * in to the same wallet; the old one belongs to nobody now, and logging in with it makes a new
 * wallet. axe-core finds nothing on the view's steps.
 */
import type { Locator, Page } from "playwright-core"
import type { Address } from "viem"
import { describe, expect, it } from "vitest"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo } from "./support/demoPage.js"
import { enterCode, logInFirstTime, nextMail, submitEmail } from "./support/emailLogin.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** The address the Account view shows. */
const shownAddress = async (dialog: Locator): Promise<Address> => {
  const name = dialog.getByTestId("account-name")
  await name.waitFor({ timeout: 15_000 })
  return (await name.getAttribute("data-address")) as Address
}

const signOut = async (page: Page): Promise<void> => {
  await dialogOf(page).getByRole("button", { name: "Disconnect" }).click()
  await page.getByRole("button", { name: "Connect", exact: true }).waitFor({ timeout: 10_000 })
}

describe("updating the email", () => {
  it("two codes, then Account shows the new address; it logs in to the same wallet, and the old one to a new wallet", async () => {
    // Short enough to show whole (SPEC §5 cuts an email past 30 characters).
    const run = Date.now().toString(36)
    const [before, after] = [`b-${run}@example.com`, `a-${run}@example.com`]
    const page = await openDemo(browser, stack)
    const dialog = await logInFirstTime(stack, page, before)
    const address = await shownAddress(dialog)
    const loginCode = await nextMail(stack, before, "otp")

    const entry = dialog.getByRole("button", { name: /^Update email/ })
    expect(await entry.textContent()).toContain(before)
    await entry.click()
    const field = dialog.getByRole("textbox", { name: "New email" })
    await field.waitFor()
    expect(await violationsInBothThemes(page, "UpdateEmailWallet, the new address")).toEqual([])

    // Checked before anything is sent (SPEC §5).
    await field.fill("not an address")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByRole("alert").filter({ hasText: "Enter a valid email address" }).waitFor()

    // The code of the current address, then the one of the new address.
    await field.fill(after)
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByText("Confirm your current email").waitFor({ timeout: 10_000 })
    await dialog.getByText(`We sent a code to ${before}.`).waitFor()
    expect(await violationsInBothThemes(page, "UpdateEmailWallet, the current address's code")).toEqual([])
    const primary = await nextMail(stack, before, "otp", new Set([loginCode.id]))
    await dialog.getByRole("textbox", { name: "Code from your current email" }).fill(primary.code ?? "")
    await dialog.getByRole("button", { name: "Continue", exact: true }).click()

    await dialog.getByText("Confirm your new email").waitFor({ timeout: 10_000 })
    await dialog.getByText(`We sent a code to ${after}.`).waitFor()
    const secondary = await nextMail(stack, after, "otp")
    await dialog.getByRole("textbox", { name: "Code from your new email" }).fill(secondary.code ?? "")
    await dialog.getByRole("button", { name: "Continue", exact: true }).click()

    // Account again, naming the wallet by the new address; the login cache has it.
    await entry.filter({ hasText: after }).waitFor({ timeout: 10_000 })
    await expect.poll(() => dialog.getByTestId("wallet-button").textContent()).toContain(after)
    expect(await shownAddress(dialog)).toBe(address)
    expect(await page.evaluate(() => localStorage.getItem("@appkit-wallet/EMAIL"))).toBe(after)

    // The new address logs in to the same wallet; this browser is approved already, so the code only.
    await signOut(page)
    const again = await submitEmail(page, after)
    await again.getByRole("textbox", { name: "Login code" }).waitFor({ timeout: 15_000 })
    await enterCode(again, (await nextMail(stack, after, "otp", new Set([secondary.id]))).code ?? "")
    expect(await shownAddress(again)).toBe(address)
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toBe(address)

    // The old address is nobody's now: a first login, with its device approval, of a new wallet.
    await signOut(page)
    const renewed = await shownAddress(await logInFirstTime(stack, page, before))
    expect(renewed).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(renewed).not.toBe(address)
  })
})
