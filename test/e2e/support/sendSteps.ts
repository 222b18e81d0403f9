/** The Send view's steps as a person takes them, shared by the journeys that send from the modal. */
import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { dialogOf } from "./demoPage.js"

/** Opens Send from the Account view's wallet-feature row; answers the Send view once its token list is in. */
export const openSend = async (page: Page, account: Locator): Promise<Locator> => {
  await account.locator("[data-testid=wallet-feature-send]").click()
  const send = dialogOf(page).locator("[data-testid=send]")
  await send.waitFor()
  expect(await dialogOf(page).locator("h2").textContent()).toBe("Send")
  await expect.poll(() => send.locator("[data-testid=send-token] option").count(), { timeout: 10_000 }).toBeGreaterThan(1)
  return send
}

/** Picks the token whose option starts with `symbol`, types the amount and the receiver, and reviews: the fee shows. */
export const prepareSend = async (
  send: Locator,
  symbol: string,
  amount: string,
  receiver: string,
  fee: RegExp = /^Network fee≈ [\d.,]+ ETH \([\d,]+ gas\)$/
): Promise<void> => {
  const select = send.locator("[data-testid=send-token]")
  const value = await select.evaluate(
    (element, wanted) => [...(element as HTMLSelectElement).options].find((option) => option.text.startsWith(`${wanted} ·`))?.value,
    symbol
  )
  expect(value).toBeDefined()
  await select.selectOption(value!)
  await send.locator("[data-testid=send-amount]").fill(amount)
  await send.locator("[data-testid=send-receiver]").fill(receiver)
  await send.getByRole("button", { name: "Review" }).click()
  await expect.poll(() => send.locator("[data-testid=send-gas]").textContent(), { timeout: 10_000 }).toMatch(fee)
}
