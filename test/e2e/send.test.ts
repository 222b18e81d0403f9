/**
 * Send in Chromium against the local stack, with the dev wallet: native ETH, USDC and USDT (the
 * no-return ABI) to another anvil account, each reviewed with its network fee, confirmed in the
 * wallet, moved on chain, and followed by the Account view with the new balance, the last send in
 * Activity under its month; a send the wallet rejects shows the rejection; axe-core finds no
 * violation on Send in either theme.
 */
import type { Page } from "playwright-core"
import { createPublicClient, http, parseUnits, type Address } from "viem"
import { describe, expect, it } from "vitest"
import { formatUnits } from "../../core/account/formatUnits.js"
import { formatBalance } from "../../core/format/formatBalance.js"
import { stableTokenAbi, tetherTokenAbi } from "../../devnet/chains/abis.js"
import { ETHEREUM } from "../../devnet/chains/devChains.js"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { openSend, prepareSend } from "./support/sendSteps.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** anvil's second unlocked account (index 1 of its default mnemonic). */
const RECEIVER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const ethereum = () => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === 1)
  if (chain === undefined) throw new Error("No local node for chain 1")
  return chain
}

const client = () => createPublicClient({ transport: http(ethereum().rpcUrl, { retryCount: 0 }) })

const nativeOf = (address: Address) => client().getBalance({ address })
const tokenOf = (token: Address, abi: typeof stableTokenAbi | typeof tetherTokenAbi, address: Address) =>
  client().readContract({ address: token, abi, functionName: "balanceOf", args: [address] }) as Promise<bigint>

const setPolicy = (page: Page, policy: "approve" | "reject") => page.evaluate((next) => window.doorwayDevWallet?.setPolicy(next), policy)

describe("Send (Chromium, the dev wallet)", () => {
  it("sends native ETH, USDC and USDT to another account: balances move on chain, Account shows the new balance and Activity the send; a rejected send shows the rejection; axe clean", async () => {
    await withSnapshot(ethereum(), async () => {
      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.click("[data-testid=connect]")
      await walletRow(page, DEV_WALLET_NAME).click()
      const account = dialogOf(page).locator("[data-testid=account]")
      await account.waitFor()
      expect(await account.locator("[data-testid=wallet-features] button").allTextContents()).toEqual(["Buy", "Swap", "Receive", "Send"])

      // Validation, then the view in both themes.
      let send = await openSend(page, account)
      await send.getByRole("button", { name: "Review" }).click()
      await expect.poll(() => send.locator("[data-testid=send-error]").textContent()).toBe("An amount and receiver address are required")
      await send.locator("[data-testid=send-amount]").fill("1")
      await send.locator("[data-testid=send-receiver]").fill(RECEIVER)
      await send.getByRole("button", { name: "Review" }).click()
      await expect.poll(() => send.locator("[data-testid=send-error]").textContent()).toBe("A token is required")
      expect(await violationsInBothThemes(page, "Send")).toEqual([])

      // The wallet says no: the rejection shows, nothing moves.
      const receiverEth = await nativeOf(RECEIVER)
      await setPolicy(page, "reject")
      await prepareSend(send, "ETH", "0.25", RECEIVER)
      await send.getByRole("button", { name: "Send" }).click()
      await expect.poll(() => send.locator("[data-testid=send-error]").textContent()).toBe("User rejected the request")
      expect(await nativeOf(RECEIVER)).toBe(receiverEth)
      await setPolicy(page, "approve")

      // Native ETH: a value transfer; the account's balance line shows the new balance.
      await send.getByRole("button", { name: "Send" }).click()
      await account.waitFor()
      expect(await nativeOf(RECEIVER)).toBe(receiverEth + parseUnits("0.25", 18))
      const ethLeft = await nativeOf(DEV_WALLET_ADDRESS)
      await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(`${formatBalance(formatUnits(ethLeft, 18))} ETH`)

      // USDC and USDT (whose transfer returns nothing): the tokens move, the Tokens tab shows what is left.
      for (const [symbol, token, abi, amount] of [
        ["USDC", ETHEREUM.usdc.address, stableTokenAbi, "12.5"],
        ["USDT", ETHEREUM.usdt.address, tetherTokenAbi, "7.25"]
      ] as const) {
        const before = await tokenOf(token, abi, RECEIVER)
        send = await openSend(page, account)
        await prepareSend(send, symbol, amount, RECEIVER)
        await send.getByRole("button", { name: "Send" }).click()
        await account.waitFor()
        expect(await tokenOf(token, abi, RECEIVER)).toBe(before + parseUnits(amount, 6))
        const left = await tokenOf(token, abi, DEV_WALLET_ADDRESS)
        const row = account.locator(`[data-testid=token-row][data-symbol=${symbol}] [data-testid=token-amount]`)
        await expect.poll(() => row.textContent()).toBe(`${formatBalance(formatUnits(left, 6))} ${symbol}`)
      }

      // The last send in Activity, under its month: pending until mined, then the history's entry.
      const block = await client().getBlock({ blockTag: "latest", includeTransactions: true })
      const sent = block.transactions.find((transaction) => transaction.from.toLowerCase() === DEV_WALLET_ADDRESS.toLowerCase())
      expect(sent).toBeDefined()
      const minedAt = new Date(Number(block.timestamp) * 1000)
      await account.locator("[data-testid=account-tab-activity]").click()
      const month = `${minedAt.getUTCFullYear()}-${minedAt.getUTCMonth()}`
      const activityRow = account.locator(`[data-testid=activity-month][data-month="${month}"] [data-testid=activity-row][data-hash="${sent?.hash}"]`)
      await activityRow.waitFor({ timeout: 5_000 })
      expect(await activityRow.locator("[data-testid=activity-amount]").textContent()).toMatch(/^7\.250? USDT$/)
    })
  }, 120_000)
})
