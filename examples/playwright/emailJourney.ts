/**
 * The email login of the example: the modal driven as a person would, the code read from the local
 * secure site's mailbox (or, with the site in test mode, the test's own code). `appUrl` is the
 * app's page with Doorway's Connect button and email login on, its secure site the local one.
 */
import assert from "node:assert/strict"
import type { Page } from "playwright-core"
import { accountAddressShown, answerEmailWalletRequest, disconnect, loginWithEmail } from "doorway-connect/testing"

export interface EmailJourneyOptions {
  /** A new address for each run: a first login, with the device approved by the mailed link. */
  readonly email: string
  /** The secure site's mailbox, `http://127.0.0.1:PORT/mailbox`. */
  readonly mailboxUrl?: string
  /** The code a secure site in test mode takes; without it, the mailed code. */
  readonly code?: string
  /** The app's button that asks the wallet to sign (the demo's "Sign the message"); none skips signing. */
  readonly signButton?: string
}

export const emailJourney = async (page: Page, appUrl: string, options: EmailJourneyOptions): Promise<void> => {
  await page.goto(appUrl)
  await loginWithEmail(page, {
    email: options.email,
    ...(options.mailboxUrl === undefined ? {} : { mailbox: options.mailboxUrl }),
    ...(options.code === undefined ? {} : { code: options.code })
  })
  assert.match((await accountAddressShown(page)) ?? "", /^0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}$/)

  if (options.signButton !== undefined) {
    // The app asks; the email wallet shows the request in its secure frame, where the person approves.
    await page.getByRole("button", { name: options.signButton }).click()
    const request = await answerEmailWalletRequest(page, "approve")
    assert.match(request, /Approve request/)
  }

  await disconnect(page)
  assert.equal(await accountAddressShown(page), null)
}
