/**
 * Buy (the on-ramp) in Chromium against the local stack, as a person uses it: from the Account
 * view's Buy button, an amount and a quote, then the provider's checkout in a window of its own,
 * served by the local stack, where Buy pays out on chain; closing the window brings the modal back
 * to Account with the new balance. On Ethereum the dev wallet buys USDC (the Tokens tab shows it);
 * on Solana its Solana half buys SOL (the balance line shows it). With the options route failing,
 * SPEC §9's fallback currencies and limits are offered. In Hong Kong's time zone there is no Buy.
 * axe-core finds no violation on the buy view in either theme.
 */
import type { Locator, Page } from "playwright-core"
import { createPublicClient, http, type Address } from "viem"
import { describe, expect, it } from "vitest"
import { formatUnits } from "../../core/account/formatUnits.js"
import { formatBalance } from "../../core/format/formatBalance.js"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { solana } from "../../core/networks/solana.js"
import { stableTokenAbi } from "../../devnet/chains/abis.js"
import { DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { clearFaults, setFault } from "../../devnet/net/faults/faultsClient.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { violationsInBothThemes } from "./support/axe.js"
import { chainOf } from "./support/accountTabs.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const ethereum = () => chainOf(stack, 1)
const usdcOf = (address: Address): Promise<bigint> =>
  createPublicClient({ transport: http(ethereum().rpcUrl, { retryCount: 0 }) }).readContract({
    address: ethereum().fixtures.tokens.usdc.address,
    abi: stableTokenAbi,
    functionName: "balanceOf",
    args: [address]
  })

const lamportsOf = async (address: string): Promise<bigint> => {
  const response = await fetch(stack.devnet.solana.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [address, { commitment: "confirmed" }] })
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

const connectDevWallet = async (page: Page): Promise<Locator> => {
  await page.click("[data-testid=connect]")
  await walletRow(page, DEV_WALLET_NAME).click()
  const account = dialogOf(page).locator("[data-testid=account]")
  await account.waitFor()
  return account
}

/** Opens Buy from the Account view; answers the view once its currencies are read. */
const openBuy = async (page: Page, account: Locator): Promise<Locator> => {
  await account.locator("[data-testid=wallet-feature-onramp]").click()
  const buy = dialogOf(page).locator("[data-testid=onramp]")
  await buy.waitFor()
  expect(await dialogOf(page).locator("h2").textContent()).toBe("Buy Crypto")
  await expect.poll(() => buy.getAttribute("aria-busy")).toBe("false")
  return buy
}

const optionTexts = (select: Locator) => select.locator("option").allTextContents()

/**
 * Types the amount, waits for its quote, opens the provider's checkout and pays there; answers the
 * checkout window, still open on its receipt, and the link it was opened at.
 */
const buyThroughCheckout = async (page: Page, buy: Locator, amount: string, expectedQuote: string): Promise<{ checkout: Page; link: URL }> => {
  await buy.getByLabel(/^Amount/).fill(amount)
  await expect.poll(() => buy.locator("[data-testid=onramp-quote-amount]").textContent(), { timeout: 10_000 }).toBe(expectedQuote)
  const [checkout] = await Promise.all([page.context().waitForEvent("page"), buy.getByRole("button", { name: /^Buy with Meld\.io/ }).click()])
  await checkout.waitForURL(/\/onramp\/checkout\?/)
  const link = new URL(checkout.url())
  await checkout.getByRole("button", { name: "Buy" }).click()
  await checkout.getByRole("heading", { name: "Purchase complete" }).waitFor()
  return { checkout, link }
}

describe("Buy (the on-ramp, Chromium)", () => {
  it("on Ethereum: USD by card buys USDC through the local checkout, paid out on chain; Account shows it; axe clean", async () => {
    await withSnapshot(ethereum(), async () => {
      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      const account = await connectDevWallet(page)
      const features = await account.locator("[data-testid=wallet-features] button").allTextContents()
      expect(features[0]).toBe("Buy")
      expect(features).toEqual(expect.arrayContaining(["Receive", "Send"]))

      const buy = await openBuy(page, account)
      expect(await optionTexts(buy.getByLabel("Crypto to buy"))).toEqual(["USDC · USD Coin", "ETH · Ether"])
      expect(await optionTexts(buy.getByLabel("Currency to pay with"))).toEqual(["USD", "EUR"])
      expect(await buy.locator("[data-testid=onramp-limits]").textContent()).toBe("From 10.00 to 7,500.00 USD")
      await buy.getByLabel(/^Amount/).fill("9.99")
      expect(await buy.locator("[data-testid=onramp-error]").textContent()).toBe("The amount must be between 10.00 and 7500.00 USD")
      expect(await buy.getByRole("button", { name: /^Buy with Meld\.io/ }).isDisabled()).toBe(true)
      await buy.getByLabel(/^Amount/).fill("50")
      await expect.poll(() => buy.locator("[data-testid=onramp-quote-amount]").textContent(), { timeout: 10_000 }).toBe("≈ 49 USDC")
      expect(await violationsInBothThemes(page, "Buy")).toEqual([])

      const before = await usdcOf(DEV_WALLET_ADDRESS)
      const { checkout, link } = await buyThroughCheckout(page, buy, "100", "≈ 98 USDC")
      expect(link.origin).toBe(new URL(stack.devnet.data.url).origin)
      expect([link.searchParams.get("destinationCurrencyCode"), link.searchParams.get("walletAddress")?.toLowerCase()]).toEqual([
        "USDC",
        DEV_WALLET_ADDRESS.toLowerCase()
      ])
      expect(link.searchParams.get("externalCustomerId")).toBe(stack.devnet.projectId)
      const after = await usdcOf(DEV_WALLET_ADDRESS)
      expect(after - before).toBe(98_000_000n)
      // The modal waits for the window to close, then reads the balances again and shows Account.
      expect(await buy.locator("[data-testid=onramp-checkout-status]").textContent()).toMatch(/^Complete your purchase in the Meld\.io window/)
      await checkout.close()
      await account.waitFor()
      await account.locator("[data-testid=account-tab-tokens]").click()
      const usdcRow = account.locator("[data-testid=token-row][data-symbol=USDC] [data-testid=token-amount]")
      await expect.poll(() => usdcRow.textContent(), { timeout: 10_000 }).toBe(`${formatBalance(formatUnits(after, 6))} USDC`)
    })
  }, 60_000)

  it("with the options route failing: SPEC §9's fallback currencies and limits", async () => {
    const faults = stack.devnet.faults.data
    await setFault(faults, { route: "/v1/onramp/options", fault: "500" })
    try {
      const page = await openDemo(browser, stack)
      const account = await connectDevWallet(page)
      const buy = await openBuy(page, account)
      await buy.locator("[data-testid=onramp-fallback]").waitFor()
      expect(await optionTexts(buy.getByLabel("Crypto to buy"))).toEqual(["USDC · USD Coin", "ETH · Ethereum"])
      expect(await optionTexts(buy.getByLabel("Currency to pay with"))).toEqual(["USD", "EUR"])
      expect(await optionTexts(buy.getByLabel("Payment method"))).toEqual(["Card", "Bank account (ACH)"])
      expect(await buy.locator("[data-testid=onramp-limits]").textContent()).toBe("From 10.00 to 7,500.00 USD")
      await buy.getByLabel("Payment method").selectOption("ach_bank_account")
      expect(await buy.locator("[data-testid=onramp-limits]").textContent()).toBe("From 10.00 to 25,000.00 USD")
      await buy.getByLabel(/^Amount/).fill("25000.01")
      expect(await buy.locator("[data-testid=onramp-error]").textContent()).toBe("The amount must be between 10.00 and 25000.00 USD")
    } finally {
      await clearFaults(faults, "/v1/onramp/options")
    }
  })

  it("on Solana: the dev wallet's Solana half buys SOL; the balance line shows it", async () => {
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    await page.click("[data-testid=network]")
    await dialog.getByRole("list", { name: "Networks" }).getByRole("button", { name: /^Solana/ }).click()
    await dialog.waitFor({ state: "detached" })
    const account = await connectDevWallet(page)
    const buy = await openBuy(page, account)
    expect(await optionTexts(buy.getByLabel("Crypto to buy"))).toEqual(["SOL · Solana"])
    const before = await lamportsOf(SOLANA_DEV_WALLET_ADDRESS)
    const { checkout, link } = await buyThroughCheckout(page, buy, "30", "≈ 0.196 SOL")
    expect([link.searchParams.get("destinationCurrencyCode"), link.searchParams.get("walletAddress")]).toEqual(["SOL", SOLANA_DEV_WALLET_ADDRESS])
    const after = await lamportsOf(SOLANA_DEV_WALLET_ADDRESS)
    expect(after - before).toBe(196_000_000n)
    await checkout.close()
    await account.waitFor()
    await expect
      .poll(() => account.locator("[data-testid=account-balance]").textContent(), { timeout: 10_000 })
      .toBe(accountBalanceText(formatUnits(after, 9), undefined, solana))
  })

  it("in Hong Kong's time zone there is no Buy", async () => {
    await browser.emulate({ timezoneId: "Asia/Hong_Kong" })
    const page = await openDemo(browser, stack)
    const account = await connectDevWallet(page)
    const features = await account.locator("[data-testid=wallet-features] button").allTextContents()
    expect(features).not.toContain("Buy")
    expect(features).toEqual(expect.arrayContaining(["Receive", "Send"]))
  })
})
