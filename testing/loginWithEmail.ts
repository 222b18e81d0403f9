import type { Page } from "playwright-core"
import { firstOf } from "./firstOf.js"
import { localMailbox, type LocalMailbox } from "./localMailbox.js"
import { accountButton, closeModal, connectButton, modalDialog } from "./modal.js"

export interface EmailLoginOptions {
  readonly email: string
  /**
   * The code to type: the one a secure site in test mode takes for every login. Without it, the
   * code is read from `mailbox`.
   */
  readonly code?: string
  /**
   * The secure site's mailbox (its `…/mailbox` URL, or a {@link localMailbox}): where the code and
   * a new device's approval link arrive. Needed unless `code` is given and the site is in test
   * mode (where a browser's device needs no approval).
   */
  readonly mailbox?: string | LocalMailbox
}

const mailboxOf = (options: EmailLoginOptions, step: string): LocalMailbox => {
  if (options.mailbox === undefined) {
    throw new Error(`The email login asks for ${step}: pass \`mailbox\` (the secure site's mailbox URL), or start the secure site in test mode with \`code\``)
  }
  return typeof options.mailbox === "string" ? localMailbox(options.mailbox) : options.mailbox
}

/**
 * Email login through the modal as a person does it (SPEC §4): Connect → the address in "Email" →
 * "Continue with email"; on a device not approved yet, the approval link from the mailbox; then
 * the code in "Login code" → "Continue". Resolves once the page's account button shows, with the
 * modal closed; fails with the modal's words when it refuses (a wrong code, "Please try again
 * after N seconds").
 */
export const loginWithEmail = async (page: Page, options: EmailLoginOptions): Promise<void> => {
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole("textbox", { name: "Email" }).fill(options.email)
  await dialog.getByRole("button", { name: "Continue with email" }).click()

  const codeBox = dialog.getByRole("textbox", { name: "Login code" })
  const refusal = dialog.getByRole("alert")
  const refused = async (): Promise<never> => {
    throw new Error(`The email login was refused: ${(await refusal.first().textContent()) ?? ""}`)
  }
  const outcomes = {
    device: { locator: dialog.getByRole("progressbar", { name: "Waiting for the approval" }), state: "visible" },
    code: { locator: codeBox, state: "visible" },
    // The frame's session is already this address's: no code is asked.
    loggedIn: { locator: accountButton(page), state: "visible" },
    refused: { locator: refusal, state: "visible" }
  } as const
  let step = await firstOf(outcomes)
  if (step === "device") {
    await mailboxOf(options, "this device's approval (a link was mailed)").openApprovalLink(options.email)
    step = await firstOf({ code: outcomes.code, refused: outcomes.refused })
  }
  if (step === "refused") return refused()
  if (step === "code") {
    const code = options.code ?? (await mailboxOf(options, "the mailed code").latestCode(options.email))
    await codeBox.fill(code)
    await dialog.getByRole("button", { name: "Continue", exact: true }).click()
    if ((await firstOf({ loggedIn: outcomes.loggedIn, refused: outcomes.refused })) === "refused") return refused()
  }
  if ((await dialog.count()) > 0) await closeModal(page)
}
