/**
 * Swap in Chromium against the local stack, with the dev wallet, on Ethereum's x*y=k USDC/USDT
 * pool: a first swap of USDT needs an approval, sent and mined before the swap; a second one needs
 * none, and another trader moves the pool's price between its quote and its swap, so the swap
 * pays what the pool gives then, less than the quote but within the 1% slippage. Each time both
 * balances move by what the pool's Swap event says it paid, and the Account view shows them and
 * the swap in Activity. On Sepolia, not a swap network, Swap shows 'Network not supported for
 * Swaps'. axe-core finds no violation on Swap, its token picker, or the unsupported network.
 */
import type { Locator, Page } from "playwright-core"
import { createPublicClient, createWalletClient, decodeEventLog, http, maxUint256, parseUnits, type Address, type Hash } from "viem"
import { describe, expect, it } from "vitest"
import { formatUnits } from "../../core/account/formatUnits.js"
import { formatBalance } from "../../core/format/formatBalance.js"
import { constantProductPoolAbi, stableTokenAbi, tetherTokenAbi } from "../../devnet/chains/abis.js"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
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
const client = () => createPublicClient({ transport: http(ethereum().rpcUrl, { retryCount: 0 }) })
const tokenBalance = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: stableTokenAbi, functionName: "balanceOf", args: [owner] })

/** The dev wallet's `eth_sendTransaction` requests so far. */
const sentByWallet = (page: Page) =>
  page.evaluate(() =>
    (window.doorwayDevWallet?.requests() ?? [])
      .filter((request) => request.method === "eth_sendTransaction")
      .map((request) => (request.params as ReadonlyArray<{ readonly to: string; readonly data: string }>)[0]!)
  )

/** What the pool paid in the swap `hash`, from its Swap event. */
const paidByPool = async (hash: Hash, pool: Address): Promise<bigint> => {
  const receipt = await client().getTransactionReceipt({ hash })
  expect(receipt.status).toBe("success")
  const log = receipt.logs.find((entry) => entry.address.toLowerCase() === pool.toLowerCase() && entry.topics.length === 4)
  const event = decodeEventLog({ abi: constantProductPoolAbi, eventName: "Swap", data: log!.data, topics: log!.topics })
  return event.args.amountOut
}

/** The latest transaction the dev wallet sent on Ethereum. */
const lastSentHash = async (): Promise<Hash> => {
  const block = await client().getBlock({ blockTag: "latest", includeTransactions: true })
  const sent = block.transactions.find((transaction) => transaction.from.toLowerCase() === DEV_WALLET_ADDRESS.toLowerCase())
  expect(sent).toBeDefined()
  return sent!.hash
}

/** Opens Swap from the Account view's wallet features; answers it once the network's tokens are in. */
const openSwap = async (page: Page, account: Locator): Promise<Locator> => {
  await account.locator("[data-testid=wallet-feature-swaps]").click()
  const swap = dialogOf(page).locator("[data-testid=swap]")
  await swap.waitFor()
  expect(await dialogOf(page).locator("h2").textContent()).toBe("Swap")
  return swap
}

/** Picks a token for one side through the picker: a search, then the row of the popular tokens. */
const pick = async (swap: Locator, side: "Token to pay with" | "Token to receive", symbol: string, search: string): Promise<void> => {
  await swap.getByRole("button", { name: new RegExp(`^${side}:`) }).click()
  const picker = swap.locator("[data-testid=swap-picker]")
  await picker.getByRole("searchbox", { name: "Search tokens" }).fill(search)
  await picker.locator("[data-testid=swap-popular-tokens] [data-testid=swap-token-option]", { hasText: symbol }).click()
  await expect.poll(() => swap.getByRole("button", { name: new RegExp(`^${side}:`) }).textContent()).toBe(symbol)
}

/** Types the amount and waits for the quote: answers what it buys, in the smallest unit of the 6-decimal token received. */
const quoteOf = async (swap: Locator, amount: string): Promise<bigint> => {
  await swap.getByRole("textbox", { name: "You pay" }).fill(amount)
  await expect.poll(() => swap.getByRole("button", { name: "Swap", exact: true }).isEnabled(), { timeout: 10_000 }).toBe(true)
  return parseUnits((await swap.locator("[data-testid=swap-to-amount]").inputValue()).replaceAll(",", ""), 6)
}

/** The token's row of the Tokens tab shows what the chain holds. */
const expectTokenRow = async (account: Locator, symbol: string, token: Address): Promise<void> => {
  const held = await tokenBalance(token, DEV_WALLET_ADDRESS)
  const row = account.locator(`[data-testid=token-row][data-symbol=${symbol}] [data-testid=token-amount]`)
  await expect.poll(() => row.textContent(), { timeout: 10_000 }).toBe(`${formatBalance(formatUnits(held, 6))} ${symbol}`)
}

describe("Swap (Chromium, the dev wallet)", () => {
  it("USDT for USDC: approval then swap, then a swap without approval after the price moved; balances move by what the pool paid; Sepolia is not a swap network; axe clean", async () => {
    const chain = ethereum()
    const { usdc, usdt } = chain.fixtures.tokens
    const pool = chain.fixtures.pools.usdcUsdt.address
    await withSnapshot(chain, async () => {
      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.click("[data-testid=connect]")
      await walletRow(page, DEV_WALLET_NAME).click()
      const account = dialogOf(page).locator("[data-testid=account]")
      await account.waitFor()
      // SPEC §9 order: swaps before receive and send.
      const features = await account.locator("[data-testid=wallet-features] button").allTextContents()
      expect(features.indexOf("Swap")).toBeGreaterThanOrEqual(0)
      expect(features.indexOf("Swap")).toBeLessThan(features.indexOf("Receive"))

      // The first swap: the native coin is paid with at first; USDT and USDC are picked.
      let swap = await openSwap(page, account)
      await expect.poll(() => swap.getByRole("button", { name: /^Token to pay with:/ }).textContent(), { timeout: 10_000 }).toBe("ETH")
      await swap.getByRole("button", { name: /^Token to pay with:/ }).click()
      expect(await violationsInBothThemes(page, "Swap token picker")).toEqual([])
      await swap.getByRole("button", { name: "Back" }).click()
      // Back from the picker, the focus is on the button that opened it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("swap-source-token")
      await pick(swap, "Token to pay with", "USDT", "tether")
      await pick(swap, "Token to receive", "USDC", "usdc")
      const quoted = await quoteOf(swap, "100")
      expect(Number(quoted)).toBeGreaterThan(99_000_000)
      expect(await swap.locator("[data-testid=swap-slippage]").textContent()).toBe("1%")
      expect(await swap.locator("[data-testid=swap-minimum]").textContent()).toBe(`${formatBalance(formatUnits((quoted * 99n) / 100n, 6), 6)} USDC`)
      expect(await swap.locator("[data-testid=swap-price-impact]").textContent()).toMatch(/^0\.\d\d%$/)
      expect(await swap.locator("[data-testid=swap-network-fee]").textContent()).toMatch(/^\$[\d.,]+ \(≈ [\d.,]+ ETH\)$/)
      expect(await violationsInBothThemes(page, "Swap with a quote")).toEqual([])

      const usdtBefore = await tokenBalance(usdt.address, DEV_WALLET_ADDRESS)
      const usdcBefore = await tokenBalance(usdc.address, DEV_WALLET_ADDRESS)
      await swap.getByRole("button", { name: "Swap", exact: true }).click()
      await account.waitFor({ timeout: 15_000 })
      // The approval went to USDT and was mined before the swap went to the pool.
      const first = await sentByWallet(page)
      expect(first.map((transaction) => [transaction.to.toLowerCase(), transaction.data.slice(0, 10)])).toEqual([
        [usdt.address.toLowerCase(), "0x095ea7b3"],
        [pool.toLowerCase(), first[1]!.data.slice(0, 10)]
      ])
      expect(await client().readContract({ address: usdt.address, abi: tetherTokenAbi, functionName: "allowance", args: [DEV_WALLET_ADDRESS, pool] })).toBeGreaterThan(0n)
      const firstHash = await lastSentHash()
      const firstPaid = await paidByPool(firstHash, pool)
      expect(firstPaid).toBe(quoted)
      expect(await tokenBalance(usdt.address, DEV_WALLET_ADDRESS)).toBe(usdtBefore - 100_000_000n)
      expect(await tokenBalance(usdc.address, DEV_WALLET_ADDRESS)).toBe(usdcBefore + firstPaid)
      await expectTokenRow(account, "USDT", usdt.address)
      await expectTokenRow(account, "USDC", usdc.address)
      await account.locator("[data-testid=account-tab-activity]").click()
      await account.locator(`[data-testid=activity-row][data-hash="${firstHash}"]`).waitFor({ timeout: 10_000 })
      await account.locator("[data-testid=account-tab-tokens]").click()

      // The second swap: allowed already; another trader buys USDC with USDT after the quote.
      swap = await openSwap(page, account)
      await expect.poll(() => swap.getByRole("button", { name: /^Token to pay with:/ }).textContent(), { timeout: 10_000 }).toBe("USDT")
      const quotedAgain = await quoteOf(swap, "50")
      const trader = chain.fixtures.accounts[4]!
      const wallet = createWalletClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
      const mined = async (hash: Hash) => expect((await client().waitForTransactionReceipt({ hash })).status).toBe("success")
      await mined(await wallet.writeContract({ account: trader, chain: null, address: usdt.address, abi: tetherTokenAbi, functionName: "approve", args: [pool, maxUint256] }))
      await mined(
        await wallet.writeContract({ account: trader, chain: null, address: pool, abi: constantProductPoolAbi, functionName: "swap", args: [usdt.address, 2_000_000_000n, 0n, trader] })
      )
      const usdcBeforeSecond = await tokenBalance(usdc.address, DEV_WALLET_ADDRESS)
      await swap.getByRole("button", { name: "Swap", exact: true }).click()
      await account.waitFor({ timeout: 15_000 })
      expect(await sentByWallet(page)).toHaveLength(3)
      const secondHash = await lastSentHash()
      const secondPaid = await paidByPool(secondHash, pool)
      // Less than the quote (the price moved), not less than the quote less 1%.
      expect(secondPaid).toBeLessThan(quotedAgain)
      expect(secondPaid).toBeGreaterThanOrEqual((quotedAgain * 99n) / 100n)
      expect(await tokenBalance(usdc.address, DEV_WALLET_ADDRESS)).toBe(usdcBeforeSecond + secondPaid)
      await expectTokenRow(account, "USDC", usdc.address)

      // Sepolia is not a swap network (SPEC §5).
      await page.evaluate(() => window.doorwayDevWallet?.switchChain(11155111))
      await expect.poll(() => account.locator("[data-testid=network-button]").textContent(), { timeout: 10_000 }).toBe("Sepolia")
      swap = await openSwap(page, account)
      await expect.poll(() => swap.locator("[data-testid=swap-error]").textContent(), { timeout: 10_000 }).toBe("Network not supported for Swaps")
      expect(await violationsInBothThemes(page, "Swap on Sepolia")).toEqual([])
    })
  }, 60_000)
})
