/**
 * The email login's limits as a person meets them (SPEC §5, §9; docs/embedded-wallet.md "Logging in with email"), in
 * Chromium against the local stack: an address over RFC 5321's 64 characters before the @ is
 * refused in the page and nothing is mailed; on the secure site, the 5th wrong code locks the
 * login: the code view says so with the seconds left, counting down, and Continue stays off.
 */
import { describe, expect, it } from "vitest"
import { useBrowser } from "./support/browser.js"
import { enterCode, mailsTo, nextMail, submitEmail } from "./support/emailLogin.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const LOCKED = /^Too many wrong codes\. Please try again after (\d+) seconds$/

describe("email login limits", () => {
  it("refuses an overlong address in the page; the 5th wrong code locks the login with a countdown", async () => {
    const page = await browser.newPage()
    await page.goto(stack.demoUrl)
    await page.getByRole("button", { name: "Connect", exact: true }).waitFor()

    const overlong = `${"a".repeat(65)}-${Date.now()}@example.com`
    const refused = await submitEmail(page, overlong)
    await refused.getByRole("alert").filter({ hasText: /^Enter a valid email address$/ }).waitFor()
    expect(await mailsTo(stack, overlong)).toEqual([])

    const email = `limits-${Date.now()}@example.com`
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("textbox", { name: "Email" }).fill(email)
    await dialog.getByRole("button", { name: "Continue with email" }).click()
    await dialog.getByText("Approve this device", { exact: true }).waitFor({ timeout: 15_000 })
    expect((await fetch((await nextMail(stack, email, "device-approval")).link ?? "")).status).toBe(200)
    await dialog.getByRole("textbox", { name: "Login code" }).waitFor({ timeout: 10_000 })
    const code = (await nextMail(stack, email, "otp")).code ?? ""
    const wrong = code === "000000" ? "111111" : "000000"

    // Continue is off while a code is checked, so each click waits for the answer before.
    for (let attempt = 1; attempt <= 4; attempt++) await enterCode(dialog, wrong)
    await dialog.getByRole("alert").filter({ hasText: /^Invalid code$/ }).waitFor()
    await enterCode(dialog, wrong)
    const alert = dialog.getByRole("alert").filter({ hasText: LOCKED })
    await alert.waitFor()
    const first = Number(LOCKED.exec((await alert.textContent()) ?? "")?.[1])
    expect(first === 900 || first === 899).toBe(true)
    await dialog.getByRole("textbox", { name: "Login code" }).fill(code)
    expect(await dialog.getByRole("button", { name: "Continue", exact: true }).isDisabled()).toBe(true)
    // The seconds count down on their own.
    await dialog.getByRole("alert").filter({ hasText: `Please try again after ${first - 1} seconds` }).waitFor({ timeout: 2_000 })
  })
})
