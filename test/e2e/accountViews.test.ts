/**
 * The Account view's tabs and wallet features in Chromium against the local stack, with the dev
 * wallet: Activity lists a transfer made in the test under its month, pages through the history
 * as the list scrolls, starts over on another network, and says when the history cannot load
 * ('Failed to fetch transactions' and the ERROR_FETCH_TRANSACTIONS event); axe-core finds no
 * violation in either theme.
 */
import type { Page, Request } from "playwright-core"
import { createPublicClient, createWalletClient, http, parseEther, type Address } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { readQrScreenshot } from "./support/readQrScreenshot.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const HISTORY = /\/v1\/account\/[^/]+\/history\b/
const RECIPIENT: Address = "0x000000000000000000000000000000000000bEEF"

const chainOf = (chainId: number) => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === chainId)
  if (chain === undefined) throw new Error(`No local node for chain ${chainId}`)
  return chain
}

/** The demo with reduced motion, connected with the dev wallet; answers the Account view. */
const connectDevWallet = async (
  prepare: (page: Page) => Promise<unknown> = async () => undefined
): Promise<{ readonly page: Page; readonly account: ReturnType<Page["locator"]> }> => {
  const page = await openDemo(browser, stack)
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

describe("the Account view's tabs (Chromium, the dev wallet)", () => {
  it("Activity: a transfer made in the test shows under its month, further pages load on scroll, another network starts over; axe clean", async () => {
    const ethereum = chainOf(1)
    await withSnapshot(ethereum, async () => {
      // More history than the box holds: ten small transfers, then the one the test looks for.
      for (let index = 0; index < 10; index += 1) await sendFromDevWallet(1, "0.001")
      const sent = await sendFromDevWallet(1, "0.123456")
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
    })
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
    expect(await features.allTextContents()).toEqual(["Receive"])
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
})
