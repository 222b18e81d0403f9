import type { Page } from "playwright-core"
import { firstOf } from "./firstOf.js"
import { modalDialog } from "./modal.js"

/**
 * The modal's sign-in request (SPEC §4, an app with sign-in on: "… needs to connect to your
 * wallet"), answered as a person does: Sign; the wallet signs the message (the dev wallet as its
 * policy says) and the modal closes. Fails with the modal's words when the signature is refused.
 */
export const signInWithWallet = async (page: Page): Promise<void> => {
  const dialog = modalDialog(page)
  // A refused signature keeps the view and says why in the modal's status line.
  const failure = dialog.getByRole("status").getByText(/\S/)
  const sign = dialog.getByRole("button", { name: "Sign", exact: true })
  await sign.waitFor()
  // What the line says from an earlier try goes once the new answer comes (a new message replaces it).
  const earlier = (await failure.count()) > 0 ? await failure.first().elementHandle() : null
  await sign.click()
  if (earlier !== null) await page.waitForFunction((element) => !element.isConnected, earlier)
  if ((await firstOf({ signed: { locator: dialog, state: "detached" }, failed: { locator: failure, state: "visible" } })) === "failed") {
    throw new Error(`The sign-in was refused: ${(await failure.first().textContent()) ?? ""}`)
  }
}
