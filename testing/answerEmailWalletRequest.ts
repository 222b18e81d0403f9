import type { Page } from "playwright-core"

/** How the person answers the email wallet's request. */
export type EmailWalletAnswer = "approve" | "reject"

/**
 * The email (embedded) wallet's request, answered as a person does (SPEC §4): the secure wallet's
 * frame ("Secure wallet"), laid over the modal, shows it with Approve and Reject. Call it after
 * the app asked (a signature, a transaction); it waits for the request, clicks `answer`, waits for
 * the frame to let it go, and resolves with the request's text as the frame showed it. A browser
 * wallet (the dev wallet) shows nothing in the page: its answer is its policy (`setPolicy`).
 */
export const answerEmailWalletRequest = async (page: Page, answer: EmailWalletAnswer): Promise<string> => {
  const request = page.getByTitle("Secure wallet").contentFrame().getByRole("region", { name: "Approve request" })
  await request.waitFor()
  const shown = (await request.textContent()) ?? ""
  await request.getByRole("button", { name: answer === "approve" ? "Approve" : "Reject", exact: true }).click()
  await request.waitFor({ state: "detached" })
  return shown
}
