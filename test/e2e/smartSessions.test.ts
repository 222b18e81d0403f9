/**
 * Smart sessions in Chromium against the local stack, as a visitor does them, by roles and names,
 * with the dev wallet installed the way an extension is. The host turns the `smartSessions`
 * feature on (`?smartSessions=on`; SPEC §9 default off); two sessions recorded for the account
 * with the data service (signed by its key, as the service asks) are listed with their app and
 * expiry date; Revoke has the wallet sign the session's `pci`, and the session is gone from the
 * view and from the service. axe-core finds nothing on the view. The email wallet's smart account
 * grants the demo a session (`wallet_grantPermissions`, approved in the frame): the data service
 * lists it under the demo's origin, and its revocation is signed by the smart account (ERC-1271/6492).
 */
import type { Page } from "playwright-core"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_PRIVATE_KEY } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import type { SmartSession } from "../../schemas/BlockchainApi.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { approvalOf } from "./support/frameApproval.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()
const devWallet = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)

/** The data service's URL for `path`, with the project id. */
const dataUrl = (path: string) => {
  const url = new URL(path, stack.devnet.data.url)
  url.searchParams.set("projectId", stack.devnet.projectId)
  return url
}

/** Records a session for the dev wallet's `account` (CAIP-10) with the data service, signed by its key. */
const recordSession = async (account: string, session: SmartSession) => {
  const signature = await devWallet.signMessage({ message: session.pci })
  const response = await fetch(dataUrl(`/v1/sessions/${account}`), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ session, signature })
  })
  expect(response.status).toBe(200)
}

/** The sessions the data service holds for `account` (CAIP-10), asked directly. */
const sessionsOf = async (account: string): Promise<ReadonlyArray<string>> => {
  const body = (await (await fetch(dataUrl(`/v1/sessions/${account}`))).json()) as { pcis: ReadonlyArray<{ pci: string }> }
  return body.pcis.map((session) => session.pci)
}

const sessionOf = (pci: string, name: string, expiry: number): SmartSession => ({
  project: { id: `project-${pci}`, name },
  pci,
  expiry,
  createdAt: Math.floor(Date.now() / 1000),
  permissions: [],
  policies: [{ id: "policy-1" }],
  context: "0x"
})

/** The chain the dev wallet is on in `page`. */
const devWalletChainId = (page: Page) =>
  page.evaluate(async () => Number(await window.doorwayDevWallet?.provider.request({ method: "eth_chainId" })))

const devWalletMethods = (page: Page) => page.evaluate(() => (window.doorwayDevWallet?.requests() ?? []).map((request) => request.method))

describe("smart sessions (Chromium, the dev wallet)", () => {
  it("with the feature on, recorded sessions are listed with their app and expiry, and Revoke removes one; axe clean", async () => {
    const page = await openDemo(browser, stack, "?smartSessions=on")
    await page.emulateMedia({ reducedMotion: "reduce" })
    const dialog = dialogOf(page)
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).click()
    const account = dialog.locator("[data-testid=account]")
    await account.waitFor()

    // Sessions of this run only: their ids are new, and the account is the one connected.
    const caipAddress = `eip155:${await devWalletChainId(page)}:${devWallet.address}`
    const run = Math.random().toString(36).slice(2, 8)
    const game = `pci-game-${run}`
    const shop = `pci-shop-${run}`
    // 2031-06-15T12:00:00Z and 2032-01-10T12:00:00Z
    await recordSession(caipAddress, sessionOf(game, `Devnet Game ${run}`, 1_939_982_400))
    await recordSession(caipAddress, sessionOf(shop, `Devnet Shop ${run}`, 1_957_953_600))

    await account.getByRole("button", { name: /^Sessions/ }).click()
    const view = dialog.locator("[data-testid=smart-sessions]")
    const list = view.getByRole("list", { name: "Sessions" })
    await list.waitFor()
    const gameRow = list.getByRole("listitem").filter({ hasText: `Devnet Game ${run}` })
    const shopRow = list.getByRole("listitem").filter({ hasText: `Devnet Shop ${run}` })
    const dateOf = (seconds: number) =>
      page.evaluate((ms) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(ms)), seconds * 1000)
    expect(await gameRow.textContent()).toContain(`Expires ${await dateOf(1_939_982_400)}`)
    expect(await shopRow.textContent()).toContain(`Expires ${await dateOf(1_957_953_600)}`)
    expect(await violationsInBothThemes(page, "SmartSessions")).toEqual([])

    await gameRow.getByRole("button", { name: `Revoke the session of Devnet Game ${run}` }).click()
    await expect.poll(() => gameRow.count()).toBe(0)
    expect(await shopRow.count()).toBe(1)
    expect(await devWalletMethods(page)).toContain("personal_sign")
    const standing = await sessionsOf(caipAddress)
    expect(standing).toContain(shop)
    expect(standing).not.toContain(game)
    expect(await violationsInBothThemes(page, "SmartSessions after a revocation")).toEqual([])
  })

  it("a session the email wallet's smart account grants the demo is listed under the demo's origin and revoked with a signature approved in the frame", async () => {
    const page = await openDemo(browser, stack, "?smartSessions=on&networks=evm")
    let dialog = await logInFirstTime(stack, page, `sessions-${Date.now()}@example.com`)
    await dialog.getByText("Smart account", { exact: true }).waitFor()
    const smart = (await dialog.getByTestId("account-name").getAttribute("data-address")) ?? ""
    const caipAddress = `eip155:1:${smart}`
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })

    await page.getByRole("button", { name: "Grant a session" }).click()
    let approval = await approvalOf(page)
    await approval.getByRole("button", { name: "Approve" }).click()
    await expect.poll(() => page.getByRole("status", { name: "Session status" }).textContent(), { timeout: 15_000 }).toMatch(/^Granted until /)
    const granted = await sessionsOf(caipAddress)
    expect(granted).toHaveLength(1)

    await page.getByRole("button", { name: `Account ${truncateAddress(smart)}` }).click()
    dialog = dialogOf(page)
    await dialog.getByRole("button", { name: /^Sessions/ }).click()
    const app = new URL(stack.demoUrl).host
    const list = dialog.getByRole("list", { name: "Sessions" })
    const row = list.getByRole("listitem").filter({ hasText: app })
    await row.waitFor()
    await row.getByRole("button", { name: `Revoke the session of ${app}` }).click()
    // The signature is approved in the frame, over the modal's Approve Transaction view; Sessions comes back after.
    approval = await approvalOf(page)
    await approval.getByRole("button", { name: "Approve" }).click()
    await dialog.getByText("No app holds a session of this account").waitFor({ timeout: 15_000 })
    expect(await row.count()).toBe(0)
    expect(await sessionsOf(caipAddress)).toEqual([])
  }, 90_000)
})
