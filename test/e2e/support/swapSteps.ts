/** The Swap view's steps as a person takes them, and what the chain says the pool paid. */
import type { Locator, Page } from "playwright-core"
import { createPublicClient, http, parseUnits, type Address } from "viem"
import { expect } from "vitest"
import { constantProductPoolAbi } from "../../../devnet/chains/abis.js"
import { dialogOf } from "./demoPage.js"

/** Opens Swap from the Account view's wallet features; answers the Swap view. */
export const openSwap = async (page: Page, account: Locator): Promise<Locator> => {
  await account.getByRole("button", { name: "Swap", exact: true }).click()
  await dialogOf(page).getByRole("heading", { name: "Swap", exact: true }).waitFor()
  return dialogOf(page).locator("[data-testid=swap]")
}

/** Picks a token for one side through the picker: a search, then the row of the popular tokens. */
export const pickSwapToken = async (swap: Locator, side: "Token to pay with" | "Token to receive", symbol: string, search: string): Promise<void> => {
  const opener = swap.getByRole("button", { name: new RegExp(`^${side}:`) })
  await opener.click()
  const picker = swap.getByRole("region", { name: /^Select the token to / })
  await picker.getByRole("searchbox", { name: "Search tokens" }).fill(search)
  await picker.locator("[data-testid=swap-popular-tokens] [data-testid=swap-token-option]", { hasText: symbol }).click()
  await expect.poll(() => opener.textContent()).toBe(symbol)
}

/** Types the amount and waits for the quote: answers what it buys, in the smallest unit of the 6-decimal token received. */
export const swapQuoteOf = async (swap: Locator, amount: string): Promise<bigint> => {
  await swap.getByRole("textbox", { name: "You pay" }).fill(amount)
  await expect.poll(() => swap.getByRole("button", { name: "Swap", exact: true }).isEnabled(), { timeout: 10_000 }).toBe(true)
  return parseUnits((await swap.getByRole("textbox", { name: "You receive" }).inputValue()).replaceAll(",", ""), 6)
}

/** What the pool paid `to` in its latest Swap event, mined from block `fromBlock` on. */
export const lastPaidByPool = async (rpcUrl: string, pool: Address, to: Address, fromBlock: bigint): Promise<bigint> => {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const events = await client.getContractEvents({ address: pool, abi: constantProductPoolAbi, eventName: "Swap", args: { to }, fromBlock, strict: true })
  expect(events).toHaveLength(1)
  return events[0]!.args.amountOut
}
