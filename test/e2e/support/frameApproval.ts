/** The email wallet's approval as a person sees it: the secure frame over the modal's ApproveTransaction view. */
import type { Locator, Page } from "playwright-core"
import { dialogOf } from "./demoPage.js"

/** The request the frame shows with Approve and Reject, once the modal shows ApproveTransaction. */
export const approvalOf = async (page: Page): Promise<Locator> => {
  await dialogOf(page).getByRole("heading", { name: "Approve Transaction" }).waitFor({ timeout: 10_000 })
  const approval = page.frameLocator("#w3m-iframe").getByRole("region", { name: "Approve request" })
  await approval.waitFor({ timeout: 10_000 })
  return approval
}
