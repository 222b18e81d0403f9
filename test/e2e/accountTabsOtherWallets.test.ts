/**
 * The Account view's tabs (SPEC §2, §5) in Chromium against the local stack, with the two wallets
 * other than the dev wallet, each walked through in one connected page:
 *
 * - a WalletConnect wallet (the real sign client in Node, paired by the QR code): with the balance
 *   endpoint unreachable Tokens shows 'Token Balance Unavailable' and asks nothing again within
 *   30 s of the failure; NFTs shows the collectible minted to the account in the test; the network
 *   list moves the session to Sepolia (one of its chains), where Tokens reads 0.00;
 * - the email wallet (approvals in the secure frame): Activity shows a transfer made to it in the
 *   test under its month; NFTs shows the collectible minted to it; Receive's QR code decodes to its
 *   address; with the data service unreachable on Polygon, Tokens (the wallet's own
 *   `wallet_getAssets`, priced by the data service) shows 'Token Balance Unavailable' and asks
 *   neither the wallet nor the service again within 30 s, and Activity shows 'Failed to fetch
 *   transactions'; Sepolia reads 0.00.
 */
import type { Locator, Page, Request } from "playwright-core"
import type { Address } from "viem"
import { describe, expect, it } from "vitest"
import { activityMonthOf, askTokensAgainWithinWindow, chainOf, expectTokensRetryHeld, mintCollectible, sendNativeTo, tokenRows } from "./support/accountTabs.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, hostNetwork, openDemo } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { useRelayWallet } from "./support/relayWallet.js"
import { pairByQrCode } from "./support/pairByQrCode.js"
import { readQrScreenshot } from "./support/readQrScreenshot.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const BALANCE = /\/v1\/account\/[^/]+\/balance\b/
const PRICE = /\/v1\/fungible\/price\b/

/** Picks `name` in the network list the Account view's network button opens; answers once the host reports it. */
const switchNetwork = async (page: Page, account: Locator, name: string): Promise<void> => {
  await account.locator("[data-testid=network-button]").click()
  await dialogOf(page).locator("[data-testid=network-row]", { hasText: name }).click()
  await expect.poll(() => hostNetwork(page), { timeout: 10_000 }).toBe(name)
  await account.waitFor({ timeout: 10_000 })
  await expect.poll(() => account.locator("[data-testid=network-button]").textContent()).toBe(name)
}

/** Sepolia, a testnet: one row at 0.00 and a total of $0.00. */
const expectSepoliaZero = async (account: Locator): Promise<void> => {
  await account.locator("[data-testid=account-tab-tokens]").click()
  await expect.poll(() => tokenRows(account.locator("[data-testid=tokens]")), { timeout: 10_000 }).toEqual([["Sepolia Ether", "0.00 ETH", "$0.00"]])
  expect(await account.locator("[data-testid=tokens-total]").textContent()).toBe("$0.00")
}

describe("the Account view's tabs over WalletConnect (Chromium, a Node wallet scanning the QR code)", () => {
  /** anvil's account 6: used by no other browser test. */
  const relayWallet = useRelayWallet(stack, {
    addressIndex: 6,
    chains: ["eip155:1", "eip155:137", "eip155:11155111"],
    methods: ["personal_sign", "eth_sendTransaction"],
    name: "account-tabs-other-wallets"
  })
  const phone = relayWallet.account

  it("balance endpoint unreachable: the toast, nothing asked again within 30 s; NFTs: the collectible minted to it; Sepolia: 0.00", async () => {
    const wallet = await relayWallet.start()
    const ethereum = chainOf(stack, 1)
    await withSnapshot(ethereum, async () => {
      const tokenId = await mintCollectible(ethereum, phone.address)

      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      const balanceRequests: Array<string> = []
      await page.route(BALANCE, (route) => {
        balanceRequests.push(route.request().url())
        return route.abort("connectionrefused")
      })
      const dialog = await pairByQrCode(page, wallet!)
      const account = dialog.locator("[data-testid=account]")
      await account.waitFor({ timeout: 10_000 })
      expect(await account.locator("[data-testid=account-name]").getAttribute("data-address")).toBe(phone.address)

      // Tokens: the balance endpoint is unreachable: the toast, one request, none again on Try again or on reopening the tab.
      await account.locator("[data-testid=tokens-unavailable]").waitFor({ timeout: 10_000 })
      await dialog.getByText("Token Balance Unavailable").first().waitFor()
      expect(balanceRequests).toHaveLength(1)
      const asked = new URL(balanceRequests[0]!)
      expect(asked.pathname).toBe(`/v1/account/${phone.address}/balance`)
      expect([asked.searchParams.get("currency"), asked.searchParams.get("chainId")]).toEqual(["usd", "eip155:1"])
      await askTokensAgainWithinWindow(page, account, "nfts")
      expect(balanceRequests).toHaveLength(1)
      await page.unroute(BALANCE)

      // NFTs: the collectible minted to the account in this test, with its preview.
      await account.locator("[data-testid=account-tab-nfts]").click()
      const nfts = account.locator("[data-testid=nfts]")
      await nfts.waitFor({ timeout: 10_000 })
      expect(await nfts.locator("[data-testid=nft]").allTextContents()).toEqual([`Devnet Collectibles #${tokenId}`])
      expect(await nfts.locator("[data-testid=nft] img").first().getAttribute("src")).toMatch(/\/v1\/icons\//)

      // Sepolia from the network list (a chain of the session): Tokens reads 0.00, nothing asked.
      await switchNetwork(page, account, "Sepolia")
      await expectSepoliaZero(account)
      expect(balanceRequests).toHaveLength(1)
    })
  }, 60_000)
})

describe("the Account view's tabs with the email wallet (Chromium, approvals in the secure frame)", () => {
  it("Activity: a transfer to it under its month; NFTs: the collectible minted to it; Receive's QR; data service unreachable on Polygon: the toast and 'Failed to fetch transactions'; Sepolia: 0.00", async () => {
    const ethereum = chainOf(stack, 1)
    await withSnapshot(ethereum, async () => {
      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      const dialog = await logInFirstTime(stack, page, `account-tabs-${Date.now()}@example.com`)
      const address = (await dialog.getByTestId("account-name").getAttribute("data-address")) as Address
      const account = dialog.locator("[data-testid=account]")
      await account.locator("[data-testid=tokens]").waitFor({ timeout: 10_000 })

      const tokenId = await mintCollectible(ethereum, address)
      const received = await sendNativeTo(ethereum, address, "0.25")

      // Activity: the transfer made in this test, under its month.
      await account.locator("[data-testid=account-tab-activity]").click()
      const activity = account.locator("[data-testid=activity]")
      await activity.waitFor({ timeout: 10_000 })
      const month = activity.locator(`[data-testid=activity-month][data-month="${activityMonthOf(received.minedAt)}"]`)
      const row = month.locator(`[data-testid=activity-row][data-hash="${received.hash}"]`)
      await row.waitFor()
      const monthName = received.minedAt.toLocaleString("en-US", { month: "long", timeZone: "UTC" })
      expect(await month.locator("h3").textContent()).toBe(`${monthName} ${received.minedAt.getUTCFullYear()}`)
      expect(await row.locator("[data-testid=activity-amount]").textContent()).toBe("0.250 ETH")
      expect(await row.textContent()).toMatch(/^Receive.*\d+ (sec|min)$/)

      // NFTs: the collectible minted to it in this test.
      await account.locator("[data-testid=account-tab-nfts]").click()
      const nfts = account.locator("[data-testid=nfts]")
      await nfts.waitFor({ timeout: 10_000 })
      expect(await nfts.locator("[data-testid=nft]").allTextContents()).toEqual([`Devnet Collectibles #${tokenId}`])

      // Receive: the QR code decodes to the wallet's address.
      await account.locator("[data-testid=wallet-feature-receive]").click()
      const receive = dialog.locator("[data-testid=receive]")
      await receive.waitFor()
      expect(readQrScreenshot(await receive.getByRole("img", { name: /^QR code of the address/ }).screenshot())).toBe(address)
      expect(await receive.locator("[data-testid=receive-address]").textContent()).toBe(address)
      await dialog.getByRole("button", { name: "Back" }).click()
      await account.waitFor()

      // The data service stops answering the page; the wallet moves to Polygon, whose balances were never read.
      const dataAsked: Array<string> = []
      const walletAsked: Array<string> = []
      page.on("request", (request: Request) => {
        const body = request.postData() ?? ""
        if (request.url().startsWith(stack.devnet.secureSite.url) && body.includes("wallet_getAssets")) walletAsked.push(body)
      })
      const dataOrigin = new URL(stack.devnet.data.url).origin
      await page.route(
        (url) => url.origin === dataOrigin,
        (route) => {
          dataAsked.push(route.request().url())
          return route.abort("connectionrefused")
        }
      )
      await switchNetwork(page, account, "Polygon")

      // Tokens: the wallet reports its assets, their prices cannot be had: the toast, and within 30 s neither is asked again.
      await account.locator("[data-testid=account-tab-tokens]").click()
      await account.locator("[data-testid=tokens-unavailable]").waitFor({ timeout: 10_000 })
      await dialog.getByText("Token Balance Unavailable").first().waitFor()
      expect(walletAsked).toHaveLength(1)
      expect(walletAsked[0]).toContain('"chainFilter":["0x89"]')
      expect(dataAsked.filter((url) => PRICE.test(url))).toHaveLength(1)
      expect(dataAsked.filter((url) => BALANCE.test(url))).toEqual([])
      await expectTokensRetryHeld(account)
      await account.locator("[data-testid=account-tab-activity]").click()

      // Activity: the history cannot be had.
      await account.locator("[data-testid=activity-failed]").waitFor({ timeout: 10_000 })
      await dialog.getByText("Failed to fetch transactions").first().waitFor()
      await account.locator("[data-testid=account-tab-tokens]").click()
      await account.locator("[data-testid=tokens-unavailable]").waitFor()
      await page.waitForTimeout(500)
      expect(walletAsked).toHaveLength(1)
      expect(dataAsked.filter((url) => PRICE.test(url))).toHaveLength(1)

      // Sepolia, a testnet: 0.00, nothing asked.
      await switchNetwork(page, account, "Sepolia")
      await expectSepoliaZero(account)
      expect(walletAsked).toHaveLength(1)
    })
  }, 60_000)
})
