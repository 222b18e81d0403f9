/**
 * The fault matrix of every remote, in Chromium, beside test/e2e/remoteFaults.test.ts: each
 * remote (chain RPC, data service, catalogue, relay, secure site) meets a 429, a 5xx, a hang and a
 * drop where they mean something to it, and the test checks what the visitor sees, that the view
 * comes back by itself or through one "Try again" once the fault is lifted, that nothing shows
 * connected or sent that is not, and that nothing is sent twice. Doorway's own waits are pinned on
 * the TestClock in the unit tests (the REST client's 10 s bound in
 * test/layers/apiClient/ApiClient.contract.ts, the Retry-After countdown in
 * test/core/retry/countDownToRetry.test.ts, the balances' 30 s in
 * test/core/balance/fetchTokenBalances.test.ts); here a hang is lifted before its bound and the
 * view must come back by itself. The faults are lifted after each test, however it ends.
 */
import type { Locator, Page } from "playwright-core"
import { createPublicClient, http, parseUnits } from "viem"
import type { Address } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { clearFaults, listFaults, setFault } from "../../devnet/net/faults/faultsClient.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { submitEmail } from "./support/emailLogin.js"
import { openSend, prepareSend } from "./support/sendSteps.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()
const faults = stack.devnet.faults
const ethereumFaults = faults.evm["1"]!
const address = stack.devnet.devWallet.address
/** anvil's second unlocked account. */
const RECEIVER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const ethereum = () => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === 1)
  if (chain === undefined) throw new Error("No local node for chain 1")
  return chain
}
const nativeOf = (who: Address) => createPublicClient({ transport: http(ethereum().rpcUrl, { retryCount: 0 }) }).getBalance({ address: who })

afterEach(async () => {
  await Promise.all([faults.catalogue, faults.data, faults.relay, faults.secureSite, faults.solana, ...Object.values(faults.evm)].map((url) => clearFaults(url)))
})

/** How many requests the fault on `route` has met so far. */
const hitsOf = async (faultsUrl: string, route: string): Promise<number> =>
  (await listFaults(faultsUrl)).find((fault) => fault.route === route)?.hits ?? 0

/** The demo, connected with the dev wallet: its Account view. */
const connectDevWallet = async (page: Page): Promise<Locator> => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.click("[data-testid=connect]")
  await walletRow(page, DEV_WALLET_NAME).click()
  const account = dialogOf(page).locator("[data-testid=account]")
  await account.waitFor()
  return account
}

/** Milliseconds since `start`, for the report of what a visitor waits. */
const since = (start: number): number => Date.now() - start

describe("every remote failing in every way that means something to it (Chromium)", () => {
  it("the data service: a hanging balance read loads once lifted; history 429 holds Try again until its Retry-After, asked once; a 503 retries at once", async () => {
    const history = `/v1/account/${address}/history`
    const balance = `/v1/account/${address}/balance`
    await setFault(faults.data, { route: balance, fault: "hang" })
    await setFault(faults.data, { route: history, fault: "429", retryAfterSeconds: 2 })
    const page = await openDemo(browser, stack)
    const account = await connectDevWallet(page)
    expect(await hostAccount(page)).toBe(address)

    // Hang: the tab says it is loading, then shows the balances by itself once the service answers.
    await account.locator("[data-testid=tokens-loading]").getByText("Loading tokens").waitFor()
    await clearFaults(faults.data, balance)
    const lifted = Date.now()
    await account.locator("[data-testid=tokens]").waitFor()
    console.info(`data service, balance hang lifted → tokens shown in ${since(lifted)} ms`)
    expect(await account.locator("[data-testid=tokens-unavailable]").count()).toBe(0)

    // 429 with Retry-After: 2: Try again is disabled with the seconds left, then enabled; no request meanwhile.
    await account.getByRole("tab", { name: "Activity" }).click()
    const failed = account.locator("[data-testid=activity-failed]")
    await failed.getByText("The activity could not load").waitFor()
    const shown = Date.now()
    const tryAgain = failed.getByRole("button", { name: "Try again" })
    expect(await tryAgain.isDisabled()).toBe(true)
    expect(await failed.getByRole("status").innerText()).toMatch(/^Available again in [12] s$/)
    await expect.poll(() => tryAgain.isEnabled(), { timeout: 4_000, interval: 100 }).toBe(true)
    const heldFor = since(shown)
    console.info(`data service, history 429 Retry-After 2 → Try again enabled after ${heldFor} ms`)
    expect(heldFor).toBeGreaterThan(1_000)
    expect(await hitsOf(faults.data, history)).toBe(1)
    expect(await failed.getByText(/Available again/).count()).toBe(0)
    await clearFaults(faults.data, history)
    await tryAgain.click()
    await account.locator("[data-testid=activity-row]").first().waitFor()

    // 503 (no Retry-After): Try again is offered at once and loads once the service is back.
    await setFault(faults.data, { route: history, fault: "503" })
    await account.getByRole("tab", { name: "Tokens" }).click()
    await account.getByRole("tab", { name: "Activity" }).click()
    await failed.getByText("The activity could not load").waitFor()
    expect(await failed.getByRole("button", { name: "Try again" }).isEnabled()).toBe(true)
    expect(await hitsOf(faults.data, history)).toBe(1)
    await clearFaults(faults.data, history)
    await failed.getByRole("button", { name: "Try again" }).click()
    await account.locator("[data-testid=activity-row]").first().waitFor()
    expect(await hostAccount(page)).toBe(address)
  })

  it("the chain's node: estimateGas 429 says so after 4 asks; a hang lifted shows the fee; a dropped eth_sendRawTransaction shows an error and one more Send moves the funds once", async () => {
    await withSnapshot(ethereum(), async () => {
      const page = await openDemo(browser, stack)
      const account = await connectDevWallet(page)
      const send = await openSend(page, account)

      await setFault(ethereumFaults, { route: "eth_estimateGas", fault: "429", retryAfterSeconds: 1 })
      const asked = Date.now()
      await send.locator("[data-testid=send-token]").selectOption({ index: 1 })
      await send.locator("[data-testid=send-amount]").fill("0.01")
      await send.locator("[data-testid=send-receiver]").fill(RECEIVER)
      await send.getByRole("button", { name: "Review" }).click()
      await expect.poll(() => send.locator("[data-testid=send-error]").textContent()).toBe("HTTP status code: 429")
      console.info(`chain RPC, estimateGas 429 → error shown in ${since(asked)} ms`)
      expect(await hitsOf(ethereumFaults, "eth_estimateGas")).toBe(4)
      expect(await send.getByRole("button", { name: "Send", exact: true }).count()).toBe(0)

      // A hang lifted within the first 10 s attempt: the fee shows by itself, asked once.
      await setFault(ethereumFaults, { route: "eth_estimateGas", fault: "hang" })
      await send.getByRole("button", { name: "Review" }).click()
      await expect.poll(() => hitsOf(ethereumFaults, "eth_estimateGas")).toBe(1)
      expect(await send.locator("[data-testid=send-gas]").count()).toBe(0)
      await clearFaults(ethereumFaults)
      await expect.poll(() => send.locator("[data-testid=send-gas]").textContent()).toMatch(/^Network fee≈ [\d.,]+ ETH/)

      // Drop the one eth_sendRawTransaction: the send fails visibly and nothing moves; Send again moves it once.
      const before = await nativeOf(RECEIVER)
      await setFault(ethereumFaults, { route: "eth_sendRawTransaction", fault: "drop" })
      await prepareSend(send, "ETH", "0.01", RECEIVER)
      await send.getByRole("button", { name: "Send", exact: true }).click()
      await expect.poll(() => send.locator("[data-testid=send-error]").textContent()).not.toBe(null)
      console.info(`chain RPC, eth_sendRawTransaction dropped → Send shows "${await send.locator("[data-testid=send-error]").textContent()}"`)
      expect(await nativeOf(RECEIVER)).toBe(before)
      // Chromium itself may ask again once on a socket closed with no answer; none reached the node.
      expect(await hitsOf(ethereumFaults, "eth_sendRawTransaction")).toBeGreaterThanOrEqual(1)
      await clearFaults(ethereumFaults)
      await send.getByRole("button", { name: "Send", exact: true }).click()
      await account.waitFor()
      expect(await nativeOf(RECEIVER)).toBe(before + parseUnits("0.01", 18))
    })
  })

  it("the catalogue: a hang lifted lists the wallets by itself; a 429 with Retry-After holds Try again until then; a dropped one offers it at once", async () => {
    await setFault(faults.catalogue, { route: "/getWallets", fault: "hang" })
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    const catalogueRow = dialog.locator("[data-testid=catalogue-row]", { hasText: "Doorway Local Wallet" })
    const failed = dialog.locator("[data-testid=wallet-lists-failed]")
    await page.click("[data-testid=connect]")
    // The installed wallet needs no catalogue: it is there while the list hangs, with no failure said.
    await walletRow(page, DEV_WALLET_NAME).waitFor()
    await expect.poll(() => hitsOf(faults.catalogue, "/getWallets")).toBeGreaterThan(0)
    expect(await failed.count()).toBe(0)
    await clearFaults(faults.catalogue)
    const lifted = Date.now()
    await catalogueRow.waitFor()
    console.info(`catalogue, /getWallets hang lifted → wallets listed in ${since(lifted)} ms`)

    // Again from a fresh start, against a 429 with Retry-After: 2.
    await setFault(faults.catalogue, { route: "/getWallets", fault: "429", retryAfterSeconds: 2 })
    await page.reload()
    await page.click("[data-testid=connect]")
    await failed.getByText("The wallet list could not load.").waitFor()
    const held = Date.now()
    const tryAgain = failed.getByRole("button", { name: "Try again" })
    expect(await tryAgain.isDisabled()).toBe(true)
    expect(await failed.getByText(/^Available again in [12] s$/).count()).toBe(1)
    const askedWhileHeld = await hitsOf(faults.catalogue, "/getWallets")
    await expect.poll(() => tryAgain.isEnabled(), { timeout: 4_000, interval: 100 }).toBe(true)
    console.info(`catalogue, /getWallets 429 Retry-After 2 → Try again enabled after ${since(held)} ms`)
    expect(await hitsOf(faults.catalogue, "/getWallets")).toBe(askedWhileHeld)

    // A dropped answer: the same text, Try again at once; it lists the wallets once the catalogue is back.
    await clearFaults(faults.catalogue)
    await setFault(faults.catalogue, { route: "/getWallets", fault: "drop" })
    await tryAgain.click()
    await expect.poll(() => hitsOf(faults.catalogue, "/getWallets")).toBeGreaterThan(0)
    await failed.getByText("The wallet list could not load.").waitFor()
    expect(await failed.getByText(/Available again/).count()).toBe(0)
    await clearFaults(faults.catalogue)
    await failed.getByRole("button", { name: "Try again" }).click()
    await catalogueRow.waitFor()
    expect(await dialog.getByText("The wallet list could not load.").count()).toBe(0)
    expect(await hostAccount(page)).toBe("disconnected")
  })

  it("the relay: a 503 on the handshake shows 'Failed to connect' and no QR code, nothing connected; Try again shows it once the relay is back", async () => {
    await setFault(faults.relay, { route: "/", fault: "503" })
    const page = await openDemo(browser, stack)
    await page.click("[data-testid=connect]")
    const dialog = dialogOf(page)
    const asked = Date.now()
    await dialog.getByRole("button", { name: "WalletConnect", exact: true }).click()
    await dialog.getByText("Failed to connect", { exact: true }).waitFor({ timeout: 20_000 })
    console.info(`relay, handshake 503 → 'Failed to connect' after ${since(asked)} ms`)
    const qr = dialog.getByRole("img", { name: "QR code to connect your wallet" })
    expect(await qr.count()).toBe(0)
    expect(await hostAccount(page)).toBe("disconnected")
    expect(await hitsOf(faults.relay, "/")).toBeGreaterThan(0)

    await clearFaults(faults.relay)
    const again = Date.now()
    await dialog.getByRole("button", { name: "Try again" }).click()
    await qr.waitFor()
    console.info(`relay, lifted → QR code ${since(again)} ms after Try again`)
    // Pairing, not connected: no wallet has answered.
    expect(await hostAccount(page)).not.toBe(address)
  })

  it("the secure site: a 429 and a dropped request show a message and keep the form; a hang lifted moves on by itself, once", async () => {
    await setFault(faults.secureSite, { route: "/frame/event", fault: "429", retryAfterSeconds: 1 })
    const page = await openDemo(browser, stack)
    const email = `matrix-${Date.now()}@example.com`
    const dialog = await submitEmail(page, email)
    const alert = dialog.getByRole("alert")
    await alert.waitFor()
    // A frame error carries the frame's message (SPEC §8): the site's own words.
    expect(await alert.innerText()).toBe("Too Many Requests")
    expect(await dialog.getByRole("textbox", { name: "Email" }).inputValue()).toBe(email)
    expect(await hostAccount(page)).toBe("disconnected")

    await clearFaults(faults.secureSite)
    await setFault(faults.secureSite, { route: "/frame/event", fault: "drop" })
    await dialog.getByRole("button", { name: "Continue with email" }).click()
    // Chromium itself may ask again once on a socket closed with no answer.
    await expect.poll(() => hitsOf(faults.secureSite, "/frame/event")).toBeGreaterThanOrEqual(1)
    await alert.waitFor()
    console.info(`secure site, /frame/event dropped → "${await alert.innerText()}"`)
    expect(await dialog.getByRole("textbox", { name: "Login code" }).count()).toBe(0)
    expect(await hostAccount(page)).toBe("disconnected")

    await clearFaults(faults.secureSite)
    await setFault(faults.secureSite, { route: "/frame/event", fault: "hang" })
    await dialog.getByRole("button", { name: "Continue with email" }).click()
    await expect.poll(() => hitsOf(faults.secureSite, "/frame/event")).toBe(1)
    await clearFaults(faults.secureSite)
    const lifted = Date.now()
    await dialog.getByText("Approve this device", { exact: true }).waitFor()
    console.info(`secure site, /frame/event hang lifted → 'Approve this device' in ${since(lifted)} ms`)
    expect(await hostAccount(page)).toBe("disconnected")
  })
})
