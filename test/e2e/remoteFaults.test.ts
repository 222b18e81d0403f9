/**
 * Every remote of the local stack failing on demand, in Chromium, as a visitor meets it (each
 * stand-in's `/__faults`, devnet/net/faults): the catalogue's text or the documented silent
 * fallback, nothing shown connected or sent that is not, and the view back by itself or through
 * one "Try again" once the remote is. The remotes: the data service (balances, history), the
 * chain's node (behind the data service's RPC proxy), the catalogue (wallets, app configuration,
 * analytics), the relay's handshake and the secure site. Waits of Doorway's own (the 10 s pairing
 * limit, the RPC retries' 150 ms schedule, the 30 s balance wait) are pinned on the TestClock in
 * test/core; here they are only lived through. Every fault set is lifted after each test, however
 * it ends, so the other files meet a healthy stack.
 */
import type { Locator, Page } from "playwright-core"
import { afterEach, describe, expect, it } from "vitest"
import { clearFaults, listFaults, setFault } from "../../devnet/net/faults/faultsClient.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { submitEmail } from "./support/emailLogin.js"
import { openSend } from "./support/sendSteps.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()
const faults = stack.devnet.faults
const ethereumFaults = faults.evm["1"]!
const address = stack.devnet.devWallet.address
const RECEIVER = "0x000000000000000000000000000000000000bEEF"

afterEach(async () => {
  await Promise.all([faults.catalogue, faults.data, faults.relay, faults.secureSite, faults.solana, ...Object.values(faults.evm)].map((url) => clearFaults(url)))
})

/** How many requests the fault on `route` has met so far. */
const hitsOf = async (faultsUrl: string, route: string): Promise<number> =>
  (await listFaults(faultsUrl)).find((fault) => fault.route === route)?.hits ?? 0

/** The texts of the modal's alerts (role=alert), in order. */
const alertsOf = (page: Page): Promise<ReadonlyArray<string>> => dialogOf(page).getByRole("alert").allInnerTexts()

/** The demo, connected with the dev wallet: its Account view. */
const connectDevWallet = async (page: Page): Promise<Locator> => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.click("[data-testid=connect]")
  await walletRow(page, DEV_WALLET_NAME).click()
  const account = dialogOf(page).locator("[data-testid=account]")
  await account.waitFor()
  return account
}

describe("a remote that fails, as the visitor sees it (Chromium)", () => {
  it("the data service: balances 429 and a dropped history show their texts; analytics lost silently; Try again loads the history once it is back", async () => {
    await setFault(faults.data, { route: `/v1/account/${address}/balance`, fault: "429", retryAfterSeconds: 1 })
    await setFault(faults.data, { route: `/v1/account/${address}/history`, fault: "drop" })
    await setFault(faults.catalogue, { route: "/e", fault: "drop" })
    // The visitor consented to usage data: events are sent (and dropped by the sink).
    const page = await openDemo(browser, stack, "?analytics=granted")
    const account = await connectDevWallet(page)
    // Connected for real: the host's hooks report the wallet's address.
    expect(await hostAccount(page)).toBe(address)

    const tokens = account.locator("[data-testid=tokens-unavailable]")
    await tokens.getByText("Token balances could not load").waitFor()
    await dialogOf(page).getByText("Token Balance Unavailable").waitFor()
    expect(await tokens.getByRole("button", { name: "Try again" }).count()).toBe(1)

    await account.getByRole("tab", { name: "Activity" }).click()
    const activity = account.locator("[data-testid=activity-failed]")
    await activity.getByText("The activity could not load").waitFor()
    await dialogOf(page).getByText("Failed to fetch transactions").waitFor()
    // The analytics sink dropped every event (ERROR_FETCH_TRANSACTIONS among them): nothing says so.
    await expect.poll(() => hitsOf(faults.catalogue, "/e")).toBeGreaterThan(0)
    expect((await alertsOf(page)).join("\n")).not.toMatch(/analytics|Network request failed/i)

    await clearFaults(faults.data)
    await activity.getByRole("button", { name: "Try again" }).click()
    await account.locator("[data-testid=activity-row]").first().waitFor()
    expect(await hostAccount(page)).toBe(address)
  })

  it("the chain's node: eth_estimateGas 503 is asked 4 times (3 retries), Send says why and sends nothing; Review after recovery shows the fee", async () => {
    await setFault(ethereumFaults, { route: "eth_estimateGas", fault: "503" })
    // A probe: a transaction sent would meet it.
    await setFault(ethereumFaults, { route: "eth_sendRawTransaction", fault: "500" })
    const page = await openDemo(browser, stack)
    const account = await connectDevWallet(page)
    const send = await openSend(page, account)
    await send.getByRole("combobox", { name: "Token" }).selectOption({ index: 1 })
    await send.getByRole("textbox", { name: /^Amount/ }).fill("0.01")
    await send.getByRole("textbox", { name: /^To/ }).fill(RECEIVER)
    await send.getByRole("button", { name: "Review" }).click()
    // The generic HTTP client's words (SPEC §7), once the three retries (SPEC §9) met the same answer.
    expect(await send.locator("[data-testid=send-error]").innerText()).toBe("HTTP status code: 503")
    expect(await hitsOf(ethereumFaults, "eth_estimateGas")).toBe(4)
    expect(await send.getByRole("button", { name: "Send", exact: true }).count()).toBe(0)
    expect(await hitsOf(ethereumFaults, "eth_sendRawTransaction")).toBe(0)

    await clearFaults(ethereumFaults)
    await send.getByRole("button", { name: "Review" }).click()
    await expect.poll(() => send.locator("[data-testid=send-gas]").textContent()).toMatch(/^Network fee≈ [\d.,]+ ETH/)
  })

  it("the catalogue: the wallet list 503 and the app configuration 429 show their texts; Try again lists the wallets once it is back", async () => {
    await setFault(faults.catalogue, { route: "/getWallets", fault: "503" })
    await setFault(faults.catalogue, { route: "/projects/v1/origins", fault: "429", retryAfterSeconds: 1 })
    const page = await openDemo(browser, stack)
    await page.click("[data-testid=connect]")
    const dialog = dialogOf(page)
    await dialog.getByText("The wallet list could not load.").waitFor()
    await dialog.getByText("Rate Limited", { exact: true }).waitFor()
    await dialog.getByText("Rate limited while getting the app configuration.").waitFor()
    // The installed wallet does not need the catalogue.
    await walletRow(page, DEV_WALLET_NAME).waitFor()
    expect(await dialog.locator("[data-testid=catalogue-row]").count()).toBe(0)

    await clearFaults(faults.catalogue)
    await dialog.locator("[data-testid=wallet-lists-failed]").getByRole("button", { name: "Try again" }).click()
    await dialog.locator("[data-testid=catalogue-row]", { hasText: "Doorway Local Wallet" }).waitFor()
    expect(await dialog.getByText("The wallet list could not load.").count()).toBe(0)
  })

  it("the relay: a handshake that never completes shows 'Failed to connect' with Try again and no QR code; Try again pairs once it is back", async () => {
    await setFault(faults.relay, { route: "/", fault: "hang" })
    const page = await openDemo(browser, stack)
    await page.click("[data-testid=connect]")
    const dialog = dialogOf(page)
    const asked = Date.now()
    await dialog.getByRole("button", { name: "WalletConnect", exact: true }).click()
    await dialog.getByText("Failed to connect", { exact: true }).waitFor({ timeout: 20_000 })
    // Not before the pairing's 10 s limit (test/core/walletconnect/pairingUriDeadline.test.ts pins it).
    expect(Date.now() - asked).toBeGreaterThanOrEqual(10_000)
    await dialog.getByText("Try again for a new QR code and link.").waitFor()
    expect(await dialog.getByRole("img", { name: "QR code to connect your wallet" }).count()).toBe(0)
    expect(await hostAccount(page)).toBe("disconnected")
    expect(await hitsOf(faults.relay, "/")).toBeGreaterThan(0)

    await clearFaults(faults.relay)
    await dialog.getByRole("button", { name: "Try again" }).click()
    await dialog.getByRole("img", { name: "QR code to connect your wallet" }).waitFor()
  })

  it("the secure site: a 500 to the email login shows the site's words and keeps the form; Continue after recovery moves on", async () => {
    await setFault(faults.secureSite, { route: "/frame/event", fault: "500" })
    const page = await openDemo(browser, stack)
    const email = `faults-${Date.now()}@example.com`
    const dialog = await submitEmail(page, email)
    // A frame error carries the frame's message (SPEC §8): here the site's own words.
    expect(await dialog.getByRole("alert").innerText()).toBe("Internal Server Error")
    expect(await dialog.getByRole("textbox", { name: "Login code" }).count()).toBe(0)
    expect(await hostAccount(page)).toBe("disconnected")

    await clearFaults(faults.secureSite)
    await dialog.getByRole("button", { name: "Continue with email" }).click()
    await dialog.getByText("Approve this device", { exact: true }).waitFor()
  })
})
