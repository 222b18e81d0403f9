/**
 * The Account view's tabs and wallet features in Chromium against the local stack, with the dev
 * wallet: Activity lists a transfer made in the test under its month, pages through the history
 * as the list scrolls, starts over on another network, and says when the history cannot load
 * ('Failed to fetch transactions' and the ERROR_FETCH_TRANSACTIONS event); Receive's QR code
 * decodes to the address; Tokens shows the data service's native, USDC and USDT with their USD
 * values (no 0-decimal token), 0.00 on Sepolia, and with the balance endpoint unreachable the
 * 'Token Balance Unavailable' toast and no second request within 30 s; axe-core finds no
 * violation in either theme. Then Tokens, Activity and Receive over a WalletConnect session.
 */
import type { Page, Request } from "playwright-core"
import { createPublicClient, createWalletClient, http, parseEther, type Address } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { formatBalance } from "../../core/format/formatBalance.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { collectiblesAbi } from "../../devnet/chains/abis.js"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { askTokensAgainWithinWindow, tokenRows } from "./support/accountTabs.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { readQrScreenshot } from "./support/readQrScreenshot.js"
import { useRelayWallet } from "./support/relayWallet.js"
import { pairByQrCode } from "./support/pairByQrCode.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const HISTORY = /\/v1\/account\/[^/]+\/history\b/
const BALANCE = /\/v1\/account\/[^/]+\/balance\b/
const RECIPIENT: Address = "0x000000000000000000000000000000000000bEEF"

const chainOf = (chainId: number) => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === chainId)
  if (chain === undefined) throw new Error(`No local node for chain ${chainId}`)
  return chain
}

/** The demo with reduced motion, connected with the dev wallet; answers the Account view. */
const connectDevWallet = async (
  prepare: (page: Page) => Promise<unknown> = async () => undefined,
  query = ""
): Promise<{ readonly page: Page; readonly account: ReturnType<Page["locator"]> }> => {
  const page = await openDemo(browser, stack, query)
  await page.emulateMedia({ reducedMotion: "reduce" })
  await prepare(page)
  await page.click("[data-testid=connect]")
  await walletRow(page, DEV_WALLET_NAME).click()
  const account = dialogOf(page).locator("[data-testid=account]")
  await account.waitFor()
  return { page, account }
}

/** The dev wallet sends `ether` to RECIPIENT on `chainId`, signed with its key; answers the hash and the block's time. */
const sendFromDevWallet = async (chainId: number, ether: string) => {
  const { rpcUrl } = chainOf(chainId)
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ account: privateKeyToAccount(DEV_WALLET_PRIVATE_KEY), transport })
  const client = createPublicClient({ transport })
  const chain = { id: chainId, name: `chain ${chainId}`, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const hash = await wallet.sendTransaction({ chain, to: RECIPIENT, value: parseEther(ether) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const block = await client.getBlock({ blockNumber: receipt.blockNumber })
  return { hash, minedAt: new Date(Number(block.timestamp) * 1000) }
}

/** How many transactions the data service holds for `address` on `chainId`, asked directly with pages of 100. */
const historyLength = async (address: Address, chainId: number): Promise<number> => {
  let count = 0
  let cursor: string | undefined
  do {
    const url = new URL(`/v1/account/${address}/history`, stack.devnet.data.url)
    url.searchParams.set("chainId", `eip155:${chainId}`)
    url.searchParams.set("projectId", stack.devnet.projectId)
    if (cursor !== undefined) url.searchParams.set("cursor", cursor)
    const page = (await (await fetch(url)).json()) as { data: ReadonlyArray<unknown>; next?: string | null }
    count += page.data.length
    cursor = page.next ?? undefined
  } while (cursor !== undefined)
  return count
}

/** The data service's balances of `address` on `chainId`, asked directly. */
const balancesOf = async (address: Address, chainId: number): Promise<ReadonlyArray<TokenBalance>> => {
  const url = new URL(`/v1/account/${address}/balance`, stack.devnet.data.url)
  url.searchParams.set("currency", "usd")
  url.searchParams.set("chainId", `eip155:${chainId}`)
  url.searchParams.set("projectId", stack.devnet.projectId)
  return ((await (await fetch(url)).json()) as { balances: ReadonlyArray<TokenBalance> }).balances
}

describe("the Account view's tabs (Chromium, the dev wallet)", () => {
  it("Activity: a transfer made in the test shows under its month, further pages load on scroll, another network starts over; axe clean", async () => {
    const ethereum = chainOf(1)
    await withSnapshot(ethereum, async () => {
      // More history than the box holds: ten small transfers, then the one the test looks for.
      for (let index = 0; index < 10; index += 1) await sendFromDevWallet(1, "0.001")
      const sent = await sendFromDevWallet(1, "0.123456")
      // The data service indexes the chain when history is asked: asked here first, a slow first
      // pass over every block is the test's setup, not the modal's wait.
      expect(await historyLength(DEV_WALLET_ADDRESS, 1)).toBeGreaterThanOrEqual(11)
      // Pages of 3, so that scrolling has pages to load (the service takes `limit`; the modal asks as it always does).
      const historyRequests: Array<string> = []
      const { page, account } = await connectDevWallet((page) =>
        page.route(HISTORY, (route) => {
          historyRequests.push(route.request().url())
          const url = new URL(route.request().url())
          url.searchParams.set("limit", "3")
          return route.continue({ url: url.toString() })
        })
      )

      await account.locator("[data-testid=account-tab-activity]").click()
      const activity = account.locator("[data-testid=activity]")
      await activity.waitFor()
      const month = `${sent.minedAt.getUTCFullYear()}-${sent.minedAt.getUTCMonth()}`
      const row = activity.locator(`[data-testid=activity-month][data-month="${month}"] [data-testid=activity-row][data-hash="${sent.hash}"]`)
      await row.waitFor()
      const total = await historyLength(DEV_WALLET_ADDRESS, 1)
      const monthName = sent.minedAt.toLocaleString("en-US", { month: "long", timeZone: "UTC" })
      expect(await activity.locator(`[data-testid=activity-month][data-month="${month}"] h3`).textContent()).toBe(
        `${monthName} ${sent.minedAt.getUTCFullYear()}`
      )
      expect(await row.locator("[data-testid=activity-amount]").textContent()).toBe("0.123 ETH")
      expect(await row.textContent()).toMatch(/Send.*\d+ (sec|min)$/)
      expect(historyRequests[0]).toContain("chainId=eip155%3A1")
      expect(new URL(historyRequests[0]!).searchParams.get("cursor")).toBeNull()

      // Pages of 3 fill the box and stop short of the end; scrolling to the end asks for the next by its cursor, until the last.
      await expect.poll(() => activity.locator("[data-testid=activity-row]").count()).toBeGreaterThanOrEqual(3)
      await expect.poll(() => activity.locator("[data-testid=activity-loading-more]").count()).toBe(0)
      const filled = historyRequests.length
      const shown = await activity.locator("[data-testid=activity-row]").count()
      expect(shown).toBeLessThan(total)
      await activity.evaluate((list) => list.scrollTo({ top: list.scrollHeight }))
      await expect.poll(() => historyRequests.length).toBeGreaterThan(filled)
      expect(historyRequests.slice(1).every((url) => new URL(url).searchParams.get("cursor") !== null)).toBe(true)
      await expect
        .poll(async () => {
          await activity.evaluate((list) => list.scrollTo({ top: list.scrollHeight }))
          return activity.locator("[data-testid=activity-row]").count()
        })
        .toBe(total)
      // NFT transfers read by name, with their preview.
      const nft = activity.locator("[data-testid=activity-row]", { hasText: "Devnet Collectibles" }).first()
      await activity.evaluate((list) => list.scrollTo({ top: list.scrollHeight }))
      if ((await nft.count()) > 0) expect(await nft.locator("img").getAttribute("src")).toMatch(/\/v1\/icons\//)

      expect(await violationsInBothThemes(page, "Activity")).toEqual([])

      // The wallet moves to Polygon: the list starts over with Polygon's history only.
      const before = historyRequests.length
      await page.evaluate(() => window.doorwayDevWallet?.switchChain(137))
      await expect.poll(() => account.locator("[data-testid=network-button]").textContent()).toBe("Polygon")
      await expect.poll(() => historyRequests.slice(before).some((url) => url.includes("chainId=eip155%3A137"))).toBe(true)
      await account.locator("[data-testid=activity], [data-testid=activity-empty]").first().waitFor()
      expect(await account.locator(`[data-hash="${sent.hash}"]`).count()).toBe(0)
    })
  })

  it("Activity: a history that cannot load shows 'Failed to fetch transactions', records ERROR_FETCH_TRANSACTIONS and loads on Try again", async () => {
    const events: Array<string> = []
    const { page, account } = await connectDevWallet(async (page) => {
      page.on("request", (request: Request) => {
        const body = request.postData()
        if (request.method() === "POST" && body?.includes("ERROR_FETCH_TRANSACTIONS") === true) events.push(body)
      })
      await page.route(HISTORY, (route) => route.abort("connectionrefused"))
      // The visitor consented to usage data, so the event is sent.
    }, "?analytics=granted")
    await account.locator("[data-testid=account-tab-activity]").click()
    const failed = account.locator("[data-testid=activity-failed]")
    await failed.waitFor()
    await dialogOf(page).getByText("Failed to fetch transactions").waitFor()
    await expect.poll(() => events.length).toBeGreaterThan(0)
    expect(await violationsInBothThemes(page, "Activity, failed")).toEqual([])

    await page.unroute(HISTORY)
    await failed.getByRole("button", { name: "Try again" }).click()
    await account.locator("[data-testid=activity-row]").first().waitFor()
  })

  it("Receive: the wallet-feature row opens it; its QR code decodes to the address, Copy copies it, the EVM networks are listed; axe clean", async () => {
    const { page, account } = await connectDevWallet()
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(stack.demoUrl).origin })
    const features = account.locator("[data-testid=wallet-features] button")
    expect(await features.allTextContents()).toEqual(["Buy", "Swap", "Receive", "Send"])
    await account.locator("[data-testid=wallet-feature-receive]").click()
    const receive = dialogOf(page).locator("[data-testid=receive]")
    await receive.waitFor()
    expect(await dialogOf(page).locator("h2").textContent()).toBe("Receive")
    const qr = receive.getByRole("img", { name: /^QR code of the address/ })
    expect(readQrScreenshot(await qr.screenshot())).toBe(DEV_WALLET_ADDRESS)
    expect(await receive.locator("[data-testid=receive-address]").textContent()).toBe(DEV_WALLET_ADDRESS)
    expect(await receive.locator("[data-testid=receive-networks] li").allTextContents()).toEqual(["Ethereum", "Polygon", "Sepolia"])
    await receive.getByRole("button", { name: "Copy address" }).click()
    await dialogOf(page).getByText("Address copied").waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEV_WALLET_ADDRESS)
    expect(await violationsInBothThemes(page, "Receive")).toEqual([])
    await dialogOf(page).getByRole("button", { name: "Back" }).click()
    await account.waitFor()
  })

  it("Tokens: native, USDC and USDT with their USD values and the total, no 0-decimal token; Sepolia reads 0.00; axe clean", async () => {
    const { page, account } = await connectDevWallet()
    const tokens = account.locator("[data-testid=tokens]")
    await tokens.waitFor()
    const expected = await balancesOf(DEV_WALLET_ADDRESS, 1)
    expect(expected.map((balance) => balance.symbol)).toContain("WHOLE")
    const shown = expected.filter((balance) => balance.quantity.decimals !== "0")
    expect(await tokenRows(tokens)).toEqual(
      shown.map((balance) => [balance.name, `${formatBalance(balance.quantity.numeric)} ${balance.symbol}`, `$${formatBalance(balance.value ?? 0)}`])
    )
    expect(shown.map((balance) => balance.symbol)).toEqual(["ETH", "USDC", "USDT"])
    expect(await tokens.locator("[data-testid=tokens-total]").textContent()).toBe(`$${formatBalance(shown.reduce((sum, balance) => sum + (balance.value ?? 0), 0))}`)
    expect(await violationsInBothThemes(page, "Tokens")).toEqual([])

    await page.evaluate(() => window.doorwayDevWallet?.switchChain(11155111))
    await expect.poll(() => account.locator("[data-testid=network-button]").textContent()).toBe("Sepolia")
    await expect.poll(() => tokenRows(account.locator("[data-testid=tokens]"))).toEqual([["Sepolia Ether", "0.00 ETH", "$0.00"]])
    expect(await account.locator("[data-testid=tokens-total]").textContent()).toBe("$0.00")
  })

  it("Tokens: with the balance service unreachable the toast shows, and no request repeats within 30 s", async () => {
    const balanceRequests: Array<string> = []
    const { page, account } = await connectDevWallet((page) =>
      page.route(BALANCE, (route) => {
        balanceRequests.push(route.request().url())
        return route.abort("connectionrefused")
      })
    )
    await account.locator("[data-testid=tokens-unavailable]").waitFor()
    await dialogOf(page).getByText("Token Balance Unavailable").first().waitFor()
    expect(balanceRequests).toHaveLength(1)
    const asked = new URL(balanceRequests[0]!)
    expect([asked.searchParams.get("currency"), asked.searchParams.get("chainId")]).toEqual(["usd", "eip155:1"])
    expect(await violationsInBothThemes(page, "Tokens, unavailable")).toEqual([])
    // Try again, and the tab opened again, within the window: nothing is asked.
    await askTokensAgainWithinWindow(page, account, "activity")
    expect(balanceRequests).toHaveLength(1)
  })
  it("NFTs: the collectibles the account holds, by name and preview; one sent away in the test is gone; axe clean", async () => {
    const ethereum = chainOf(1)
    await withSnapshot(ethereum, async () => {
      const { nft } = ethereum.fixtures
      const transport = http(ethereum.rpcUrl, { retryCount: 0 })
      const devWallet = createWalletClient({ account: privateKeyToAccount(DEV_WALLET_PRIVATE_KEY), transport })
      const chain = { id: 1, name: "Ethereum", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [ethereum.rpcUrl] } } }
      const hash = await devWallet.writeContract({
        chain,
        address: nft.address as Address,
        abi: collectiblesAbi,
        functionName: "transferFrom",
        args: [DEV_WALLET_ADDRESS, RECIPIENT, 2n]
      })
      await createPublicClient({ transport }).waitForTransactionReceipt({ hash })

      const { page, account } = await connectDevWallet()
      await account.locator("[data-testid=account-tab-nfts]").click()
      const nfts = account.locator("[data-testid=nfts]")
      await nfts.waitFor()
      expect(await nfts.locator("[data-testid=nft]").allTextContents()).toEqual(["Devnet Collectibles #3", "Devnet Collectibles #1"])
      expect(await nfts.locator("[data-testid=nft] img").first().getAttribute("src")).toMatch(/\/v1\/icons\//)
      expect(await violationsInBothThemes(page, "NFTs")).toEqual([])
    })
  })
})

describe("the Account view over WalletConnect (Chromium, a Node wallet scanning the QR code)", () => {
  /** One of anvil's accounts, used by no other browser test. */
  const relayWallet = useRelayWallet(stack, { addressIndex: 8, chains: ["eip155:1", "eip155:137"], methods: ["personal_sign", "eth_sendTransaction"], name: "account-views" })
  const phone = relayWallet.account

  it("Tokens, Activity and Receive show the session's account", async () => {
    const wallet = await relayWallet.start()
    const ethereum = chainOf(1)
    await withSnapshot(ethereum, async () => {
      const transport = http(ethereum.rpcUrl, { retryCount: 0 })
      const chain = { id: 1, name: "Ethereum", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [ethereum.rpcUrl] } } }
      const hash = await createWalletClient({ account: phone, transport }).sendTransaction({ chain, to: RECIPIENT, value: parseEther("0.5") })
      await createPublicClient({ transport }).waitForTransactionReceipt({ hash })

      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      const dialog = await pairByQrCode(page, wallet!)
      const account = dialog.locator("[data-testid=account]")
      await account.waitFor()
      expect(await account.locator("[data-testid=account-name]").getAttribute("data-address")).toBe(phone.address)

      const tokens = account.locator("[data-testid=tokens]")
      await tokens.waitFor()
      const expected = (await balancesOf(phone.address, 1)).filter((balance) => balance.quantity.decimals !== "0")
      expect(await tokenRows(tokens)).toEqual(
        expected.map((balance) => [balance.name, `${formatBalance(balance.quantity.numeric)} ${balance.symbol}`, `$${formatBalance(balance.value ?? 0)}`])
      )

      await account.locator("[data-testid=account-tab-activity]").click()
      const row = account.locator(`[data-testid=activity-row][data-hash="${hash}"]`)
      await row.waitFor()
      expect(await row.locator("[data-testid=activity-amount]").textContent()).toBe("0.500 ETH")

      await account.locator("[data-testid=wallet-feature-receive]").click()
      const receive = dialog.locator("[data-testid=receive]")
      await receive.waitFor()
      expect(readQrScreenshot(await receive.getByRole("img", { name: /^QR code of the address/ }).screenshot())).toBe(phone.address)
    })
  })
})
