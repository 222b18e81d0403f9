/**
 * Swap and account names (SPEC §4, §5, §9) on the connections other than an extension, in
 * Chromium against the local stack:
 *
 * - WalletConnect (a Node wallet pairing by the QR code): the name's registration is signed by the
 *   phone and shows in the Account view; a swap of USDT for USDC on Ethereum's pool sends the
 *   approval and the swap, each signed and broadcast by the phone;
 * - the email wallet's smart account: the registration is signed by the account (the data service
 *   checks it by ERC-6492, the account not deployed yet), and the approval and the swap are user
 *   operations, each approved in the secure frame.
 *
 * Each time both balances move on chain by what the pool's Swap event says it paid, and the data
 * service names the account by its new name.
 */
import type { Locator, Page } from "playwright-core"
import { createPublicClient, http, type Address } from "viem"
import { describe, expect, it } from "vitest"
import { stableTokenAbi } from "../../devnet/chains/abis.js"
import { chainOf } from "./support/accountTabs.js"
import { broadcastTransactions } from "./support/broadcastingPhone.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, openDemo } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { approvalOf } from "./support/frameApproval.js"
import { pairByQrCode } from "./support/pairByQrCode.js"
import { useRelayWallet } from "./support/relayWallet.js"
import { e2eStack } from "./support/stack.js"
import { lastPaidByPool, openSwap, pickSwapToken, swapQuoteOf } from "./support/swapSteps.js"

const stack = e2eStack()
const browser = useBrowser()

const ethereum = () => chainOf(stack, 1)
const client = () => createPublicClient({ transport: http(ethereum().rpcUrl, { retryCount: 0 }) })
const tokenBalance = (token: Address, owner: Address) => client().readContract({ address: token, abi: stableTokenAbi, functionName: "balanceOf", args: [owner] })

/** The names the data service holds for `address` (its reverse lookup). */
const namesOf = async (address: Address): Promise<ReadonlyArray<string>> => {
  const url = new URL(`/v1/profile/reverse/${address}`, stack.devnet.data.url)
  url.searchParams.set("projectId", stack.devnet.projectId)
  url.searchParams.set("apiVersion", "2")
  return ((await (await fetch(url)).json()) as ReadonlyArray<{ readonly name: string }>).map((profile) => profile.name)
}

/** A label no other run has registered. */
const freshLabel = () => `swap-${Math.random().toString(36).slice(2, 8)}`

/** Chooses `label` from the Account view and registers it, approved by `approve`; back in the Account view, it shows the name. */
const registerName = async (page: Page, account: Locator, label: string, approve: () => Promise<void>): Promise<void> => {
  const dialog = dialogOf(page)
  await account.getByRole("button", { name: /^Choose (a|another) name$/ }).click()
  await dialog.getByRole("textbox", { name: "Name" }).fill(label)
  await dialog.getByText(`Your name will be ${label}.reown.id`).waitFor()
  await dialog.getByRole("button", { name: "Register" }).click()
  await approve()
  await dialog.getByText("The name is registered: the app shows it in place of your address.").waitFor({ timeout: 10_000 })
  await dialog.getByRole("button", { name: "Back to account" }).click()
  await expect.poll(() => account.getByTestId("account-name").textContent()).toBe(`${label}.reown.id`)
}

/**
 * Swaps 25 USDT for USDC from the Account view of `owner`, each wallet step approved by `approve`
 * (called twice: the approval, then the swap): back in Account, USDT went down by 25 and USDC up
 * by what the pool paid, which is the quote.
 */
const swapUsdtForUsdc = async (page: Page, account: Locator, owner: Address, approve: () => Promise<void>): Promise<void> => {
  const { usdc, usdt } = ethereum().fixtures.tokens
  const pool = ethereum().fixtures.pools.usdcUsdt.address
  const swap = await openSwap(page, account)
  await pickSwapToken(swap, "Token to pay with", "USDT", "tether")
  await pickSwapToken(swap, "Token to receive", "USDC", "usdc")
  const quoted = await swapQuoteOf(swap, "25")
  const [usdtBefore, usdcBefore, fromBlock] = await Promise.all([tokenBalance(usdt.address, owner), tokenBalance(usdc.address, owner), client().getBlockNumber()])
  await swap.getByRole("button", { name: "Swap", exact: true }).click()
  await approve()
  await approve()
  await page.getByRole("status").getByText(/^Swapped USDT to [\d.,]+ USDC$/).waitFor({ timeout: 15_000 })
  await account.waitFor()
  const paid = await lastPaidByPool(ethereum().rpcUrl, pool, owner, fromBlock + 1n)
  expect(paid).toBe(quoted)
  expect(await tokenBalance(usdt.address, owner)).toBe(usdtBefore - 25_000_000n)
  expect(await tokenBalance(usdc.address, owner)).toBe(usdcBefore + paid)
}

describe("Swap and account names over WalletConnect", () => {
  /** anvil's account 5: funded on every local chain, used by no other browser test. */
  const relayWallet = useRelayWallet(stack, {
    addressIndex: 5,
    chains: ["eip155:1"],
    methods: ["personal_sign", "eth_sendTransaction"],
    name: "features-other-connections",
    answer: (method, params, chainId) => broadcastTransactions(stack, phone)(method, params, chainId)
  })
  const phone = relayWallet.account

  it("registers a name signed by the phone and swaps USDT for USDC, approval and swap sent by the phone", async () => {
    const wallet = await relayWallet.start()
    await withSnapshot(ethereum(), async () => {
      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      const account = (await pairByQrCode(page, wallet)).locator("[data-testid=account]")
      await account.waitFor({ timeout: 10_000 })

      const label = freshLabel()
      await registerName(page, account, label, async () => undefined)
      expect(wallet.requests()).toEqual(["personal_sign"])
      expect(await namesOf(phone.address)).toContain(`${label}.reown.id`)

      await swapUsdtForUsdc(page, account, phone.address, async () => undefined)
      expect(wallet.requests().filter((method) => method === "eth_sendTransaction")).toHaveLength(2)
    })
  }, 30_000)
})

describe("Swap and account names with the email wallet's smart account", () => {
  it("registers a name the account signs (ERC-6492) and swaps USDT for USDC, approval and swap user operations approved in the frame", async () => {
    const page = await openDemo(browser, stack)
    await page.emulateMedia({ reducedMotion: "reduce" })
    const dialog = await logInFirstTime(stack, page, `features-${Date.now()}@example.com`)
    const account = dialog.locator("[data-testid=account]")
    await dialog.getByText("Smart account", { exact: true }).waitFor()
    const smart = (await account.getByTestId("account-name").getAttribute("data-address")) as Address
    expect(await client().getCode({ address: smart })).toBeUndefined()

    /**
     * The request the frame shows, approved; answered once the frame shows it no more. The swap's
     * second request can follow the first at once, the approval view shown again between two looks.
     */
    const approveInFrame = async () => {
      const approval = await approvalOf(page)
      const request = await approval.textContent()
      await approval.getByRole("button", { name: "Approve" }).click()
      await expect.poll(() => approval.allTextContents(), { timeout: 15_000 }).not.toContain(request)
    }

    const label = freshLabel()
    await registerName(page, account, label, approveInFrame)
    expect(await namesOf(smart)).toContain(`${label}.reown.id`)

    await swapUsdtForUsdc(page, account, smart, approveInFrame)
    expect(await client().getCode({ address: smart })).not.toBeUndefined()
  }, 30_000)
})
