/**
 * Email login attempts in one page (SPEC §4, §7 RPC abort, WIRE §4.2, §4.6), in Chromium against
 * the local stack. Each login left at its device step (Back) is aborted in the frame and on the
 * secure site, so no abandoned long-poll holds one of the browser's connections: after eight, a
 * ninth still reaches its code step. Resend on a first login mails what the step needs and says
 * so: a new approval link at the device step, a code at the code step, where the code received
 * before still logs in.
 * The page's clock is moved 30 s on between attempts, as a person waiting out the code's
 * cool-down (SPEC §9) would; the resend test moves the secure site's clock on as well (its
 * `/__clock` route, devnet/net/clock).
 */
import type { BrowserContext, Locator, Page } from "playwright-core"
import { afterEach, describe, expect, it } from "vitest"
import { assertStayedLocal, guardedContext, type GuardedContext } from "./support/browser.js"
import { useBrowser } from "./support/browser.js"
import { enterCode, mailsTo, nextMail, submitEmail } from "./support/emailLogin.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** Other browsers (contexts of their own: other device cookies) a test opens beside its own. */
const others: Array<GuardedContext> = []
afterEach(async () => {
  for (const other of others.splice(0)) {
    await other.context.close()
    assertStayedLocal(other)
  }
})

const anotherBrowser = async (): Promise<BrowserContext> => {
  const chromium = browser.context().browser()
  if (chromium === null) throw new Error("No browser")
  const other = await guardedContext(chromium)
  others.push(other)
  return other.context
}

const openDemo = async (page: Page): Promise<Page> => {
  await page.goto(stack.demoUrl)
  await page.getByRole("button", { name: "Connect", exact: true }).waitFor()
  return page
}

/** Moves the secure site's clock `ms` on, as if a person had waited. */
const advanceSiteClock = async (ms: number): Promise<void> => {
  const response = await fetch(`${stack.devnet.secureSite.url}/__clock`, { method: "POST", body: JSON.stringify({ advanceMs: ms }) })
  expect(response.status).toBe(200)
}

const approveThisDevice = (dialog: Locator) => dialog.getByText("Approve this device", { exact: true })
const loginCode = (dialog: Locator) => dialog.getByRole("textbox", { name: "Login code" })

/** Opens the newest approval link mailed to `email` that is not one of `seen`. */
const openApprovalLink = async (email: string, seen: ReadonlySet<string> = new Set()): Promise<void> => {
  const mail = await nextMail(stack, email, "device-approval", seen)
  expect((await fetch(mail.link ?? "")).status).toBe(200)
}

/** A first login in a browser of its own, left at its device step. */
const atDeviceStep = async (email: string): Promise<Locator> => {
  const page = await openDemo(await (await anotherBrowser()).newPage())
  const dialog = await submitEmail(page, email)
  await approveThisDevice(dialog).waitFor({ timeout: 15_000 })
  return dialog
}

/** Eight logins left at their device step (Back) in one page, each with another address; a ninth reaches its code step. */
const abandonEightThenLogIn = async (run: number): Promise<void> => {
  const page = await openDemo(await browser.newPage())
  let shift = 0
  let dialog: Locator | undefined
  for (let attempt = 1; attempt <= 9; attempt++) {
    const email = `attempt-${attempt}-${run}@example.com`
    if (dialog === undefined) dialog = await submitEmail(page, email)
    else {
      await dialog.getByRole("textbox", { name: "Email" }).fill(email)
      await dialog.getByRole("button", { name: "Continue with email" }).click()
    }
    await approveThisDevice(dialog).waitFor({ timeout: 10_000 })
    if (attempt === 9) break
    await dialog.getByRole("button", { name: "Back" }).click()
    await dialog.getByRole("button", { name: "Continue with email" }).waitFor()
    // The person waits out the 30 s between codes (SPEC §9) before the next address.
    shift += 30_000
    await page.clock.setSystemTime(Date.now() + shift)
  }
  if (dialog === undefined) throw new Error("No dialog")
  await openApprovalLink(`attempt-9-${run}@example.com`)
  await loginCode(dialog).waitFor({ timeout: 10_000 })
}

describe("email login attempts in one page", () => {
  it("eight logins left at their device step, each with another address: a ninth reaches its code step", async () => {
    await abandonEightThenLogIn(Date.now())
  })

  it("Resend on a first login: a new approval link at the device step, a code at the code step, where the code received first still logs in", async () => {
    const run = Date.now()
    const linkEmail = `resend-link-${run}@example.com`
    const codeEmail = `resend-code-${run}@example.com`
    // Two first logins in browsers of their own: one stays at the device step, one goes on to its code.
    const [linkDialog, codeDialog] = await Promise.all([atDeviceStep(linkEmail), atDeviceStep(codeEmail)])
    const askedAt = Date.now()
    const firstLink = await nextMail(stack, linkEmail, "device-approval")
    await openApprovalLink(codeEmail)
    await loginCode(codeDialog).waitFor({ timeout: 10_000 })
    const firstCode = await nextMail(stack, codeEmail, "otp")
    // The 30 s between mails to one address (SPEC §9) pass on the secure site's clock and the pages'.
    await advanceSiteClock(30_000)
    for (const dialog of [linkDialog, codeDialog]) await dialog.page().clock.setSystemTime(askedAt + 30_000)

    const resendLink = async () => {
      await linkDialog.getByRole("button", { name: "Resend link" }).click()
      await linkDialog.getByRole("status").filter({ hasText: "A new approval link is on its way." }).waitFor()
      await openApprovalLink(linkEmail, new Set([firstLink.id]))
      // A link, not a code: the code comes only once the device is approved.
      expect((await mailsTo(stack, linkEmail)).map((mail) => mail.kind)).toEqual(["otp", "device-approval", "device-approval"])
      await loginCode(linkDialog).waitFor({ timeout: 10_000 })
    }
    const resendCode = async () => {
      await codeDialog.getByRole("button", { name: "Resend code" }).click()
      await codeDialog.getByRole("status").filter({ hasText: "A new code is on its way." }).waitFor()
      await nextMail(stack, codeEmail, "otp", new Set([firstCode.id]))
      expect(await approveThisDevice(codeDialog).count()).toBe(0)
      await enterCode(codeDialog, firstCode.code ?? "")
      await codeDialog.getByTestId("account-name").waitFor({ timeout: 15_000 })
    }
    await Promise.all([resendLink(), resendCode()])
  })
})
