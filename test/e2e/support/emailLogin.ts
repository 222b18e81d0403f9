/**
 * The email login's steps as a person does them (SPEC §4): the address in the Connect view's email
 * form, the mails of the secure site's mailbox read over HTTP, and the login code typed in.
 */
import type { Locator, Page } from "playwright-core"
import type { E2eStack } from "./E2eStack.js"

export interface Mail {
  readonly id: string
  readonly to: string
  readonly kind: "otp" | "device-approval"
  readonly code?: string
  readonly link?: string
}

/** Every mail of the mailbox to `email`, oldest first. */
export const mailsTo = async (stack: E2eStack, email: string): Promise<ReadonlyArray<Mail>> => {
  const url = `${stack.devnet.secureSite.mailboxUrl}.json?to=${encodeURIComponent(email)}`
  const { mails } = (await (await fetch(url)).json()) as { mails: ReadonlyArray<Mail> }
  return mails
}

/** The newest mail of `kind` to `email` that is not one of `seen`, once it has come. */
export const nextMail = async (stack: E2eStack, email: string, kind: Mail["kind"], seen: ReadonlySet<string> = new Set()): Promise<Mail> => {
  for (let tries = 0; tries < 100; tries++) {
    const mail = (await mailsTo(stack, email)).find((candidate) => candidate.kind === kind && !seen.has(candidate.id))
    if (mail !== undefined) return mail
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No ${kind} mail came for ${email}`)
}

/** Connect → the email form: the address, then Continue. The modal's dialog. */
export const submitEmail = async (page: Page, email: string): Promise<Locator> => {
  await page.getByRole("button", { name: "Connect", exact: true }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByRole("textbox", { name: "Email" }).fill(email)
  await dialog.getByRole("button", { name: "Continue with email" }).click()
  return dialog
}

/** The login code typed in, then Continue. */
export const enterCode = async (dialog: Locator, code: string): Promise<void> => {
  await dialog.getByRole("textbox", { name: "Login code" }).fill(code)
  await dialog.getByRole("button", { name: "Continue", exact: true }).click()
}

/**
 * A first login in this browser, start to end: the address, the device approval link from the
 * mailbox, then the mailed code. Resolves with the dialog once the Account view shows the wallet.
 */
export const logInFirstTime = async (stack: E2eStack, page: Page, email: string): Promise<Locator> => {
  const dialog = await submitEmail(page, email)
  await dialog.getByText("Approve this device", { exact: true }).waitFor({ timeout: 15_000 })
  const approval = await nextMail(stack, email, "device-approval")
  const approved = await fetch(approval.link ?? "")
  if (approved.status !== 200) throw new Error(`The device approval link answered ${approved.status}`)
  await dialog.getByRole("textbox", { name: "Login code" }).waitFor({ timeout: 10_000 })
  await enterCode(dialog, (await nextMail(stack, email, "otp")).code ?? "")
  await dialog.getByTestId("account-name").waitFor({ timeout: 15_000 })
  return dialog
}
