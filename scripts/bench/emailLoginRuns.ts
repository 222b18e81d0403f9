/**
 * The email login's times (issue budgets of the embedded wallet): a returning visitor on a known
 * device, the frame ready, from the click on Continue to the code's field, and from the click
 * that submits the code to the Account view with its balance; and a first visit (a new device, the
 * frame loading with its 500 ms ready delay) from Continue to the device-approval step.
 */
import type { Browser, BrowserContext, Page } from "playwright-core"
import { READING_MS, at, clickAndTime, probedPage, settle, trackNetwork } from "./pageSteps.js"

export interface EmailSamples {
  /** Returning visitor, frame ready: Continue → the code's field shown. */
  readonly emailToCode: Array<number>
  /** Returning visitor: the code submitted → the Account view's balance shown. */
  readonly codeToBalance: Array<number>
  /** First visit in a new browser: Continue → the device-approval step shown, frame load included. */
  readonly firstVisitEmailToNextStep: Array<number>
}

const DIALOG = '[role="dialog"]'
const EMAIL_FIELD = `${DIALOG} input[name="email"]`
const CODE_FIELD = `${DIALOG} [data-testid="email-verify-otp"] input[name="otp"]`
const CONTINUE_WITH_EMAIL = { name: "Continue with email" }

interface Mail {
  readonly id: string
  readonly kind: "otp" | "device-approval"
  readonly code?: string
  readonly link?: string
}

/** The newest mail of `kind` to `email` not in `seen`, once it has come. */
const nextMail = async (mailboxUrl: string, email: string, kind: Mail["kind"], seen: ReadonlySet<string>): Promise<Mail> => {
  for (let tries = 0; tries < 200; tries++) {
    const response = await fetch(`${mailboxUrl}.json?to=${encodeURIComponent(email)}`)
    const { mails } = (await response.json()) as { mails: ReadonlyArray<Mail> }
    const mail = mails.find((candidate) => candidate.kind === kind && !seen.has(candidate.id))
    if (mail !== undefined) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`No ${kind} mail came for ${email}`)
}

/** The demo with the modal open on Connect, once the page has settled. */
const openConnect = async (context: BrowserContext, url: string): Promise<{ readonly page: Page; readonly network: ReturnType<typeof trackNetwork> }> => {
  const page = await probedPage(context)
  const network = trackNetwork(page)
  await page.goto(url, { waitUntil: "networkidle" })
  await page.locator("[data-testid=connect]").click()
  await page.locator(EMAIL_FIELD).waitFor()
  await network.quiet(READING_MS)
  return { page, network }
}

/** Signs out from the Account view, so the next visit logs in again on this device. */
const signOut = async (page: Page): Promise<void> => {
  await page.locator(DIALOG).getByRole("button", { name: "Disconnect" }).click()
  await page.locator("[data-testid=connect]").waitFor()
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-account"]')?.textContent === "disconnected")
}

/**
 * A first login for `email` in `context`, untimed: the device approved from the mailbox, then the
 * code; the visitor is signed out after. Afterwards the device is known to the secure site.
 */
export const registerDevice = async (context: BrowserContext, url: string, mailboxUrl: string, email: string): Promise<void> => {
  const { page } = await openConnect(context, url)
  await page.locator(EMAIL_FIELD).fill(email)
  await page.locator(DIALOG).getByRole("button", CONTINUE_WITH_EMAIL).click()
  const approval = await nextMail(mailboxUrl, email, "device-approval", new Set())
  await fetch(approval.link ?? "")
  const otp = await nextMail(mailboxUrl, email, "otp", new Set())
  await page.locator(CODE_FIELD).fill(otp.code ?? "")
  await page.locator(DIALOG).getByRole("button", { name: "Continue", exact: true }).click()
  await page.locator(`${DIALOG} [data-testid="account-balance"]`).waitFor()
  await signOut(page)
  await page.close()
}

/**
 * One returning login for `email` in `context` (its device known): the visitor focuses the email
 * field (which creates the frame) and reads while it gets ready, then submits; the code is typed
 * from the mailbox. Signs out after.
 */
export const returningLoginRun = async (context: BrowserContext, url: string, mailboxUrl: string, email: string, samples: EmailSamples): Promise<void> => {
  const { page, network } = await openConnect(context, url)
  const seen = new Set((await (await fetch(`${mailboxUrl}.json?to=${encodeURIComponent(email)}`)).json() as { mails: ReadonlyArray<Mail> }).mails.map((mail) => mail.id))
  await page.locator(EMAIL_FIELD).fill(email)
  await network.quiet(READING_MS)
  // The frame's 500 ms ready delay passes while the visitor reads.
  await page.waitForTimeout(600)
  await settle(page)
  const toCode = await clickAndTime(page, () => page.locator(DIALOG).getByRole("button", CONTINUE_WITH_EMAIL).click(), { code: { selector: CODE_FIELD } })
  samples.emailToCode.push(at(toCode, "code"))
  const otp = await nextMail(mailboxUrl, email, "otp", seen)
  await page.locator(CODE_FIELD).fill(otp.code ?? "")
  await settle(page)
  const toBalance = await clickAndTime(page, () => page.locator(DIALOG).getByRole("button", { name: "Continue", exact: true }).click(), {
    balance: { selector: `${DIALOG} [data-testid="account-balance"]` }
  })
  samples.codeToBalance.push(at(toBalance, "balance"))
  await network.quiet(READING_MS)
  await signOut(page)
  await page.close()
}

/** One first visit in a fresh browser with a new email: Continue → the device-approval step. */
export const firstVisitRun = async (browser: Browser, url: string, samples: EmailSamples, run: number): Promise<void> => {
  const context = await browser.newContext()
  try {
    const { page } = await openConnect(context, url)
    // Typed and submitted at once: the frame, made when the field takes the focus, loads meanwhile.
    await page.locator(EMAIL_FIELD).fill(`bench-first-${Date.now()}-${run}@example.com`)
    const next = await clickAndTime(page, () => page.locator(DIALOG).getByRole("button", CONTINUE_WITH_EMAIL).click(), {
      step: { selector: `${DIALOG} [data-testid="email-verify-device"]` }
    })
    samples.firstVisitEmailToNextStep.push(at(next, "step"))
  } finally {
    await context.close()
  }
}
