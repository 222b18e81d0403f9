/**
 * Social and Farcaster login in Chromium against the local stack (SPEC §4, WIRE §4.6, §4.7): the
 * Connect view's social row opens a real popup on the secure site, which the local sign-in
 * provider's consent page takes over; Allow brings the secure site's result back to the page and
 * the embedded wallet connects, named by the account name, and signs in its frame (its smart
 * account's signature, verified against the chain). A result
 * forged by a page on another origin is ignored; a popup the person closes says 'Popup closed';
 * each provider's button reaches its consent page, and each logs in end to end on EVM; Farcaster's QR code holds the URL its app
 * approves. axe-core finds nothing on the social row, the list of socials and the Farcaster view.
 */
import type { Page } from "playwright-core"
import type { Address, Hex } from "viem"
import { describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { solana } from "../../core/networks/solana.js"
import { DEMO_MESSAGE } from "../../demo/demoMessage.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo } from "./support/demoPage.js"
import { approvalOf } from "./support/frameApproval.js"
import { allowAs, approveInFarcaster, consentPage, farcasterUrlOf, popupFrom } from "./support/socialLogin.js"
import { e2eStack } from "./support/stack.js"
import { verifiesOnChain } from "./support/verifyOnChain.js"

const stack = e2eStack()
const browser = useBrowser()

/** The demo with the modal open on Connect. */
const connectView = async (query = ""): Promise<Page> => {
  const page = await openDemo(browser, stack, query)
  await page.getByRole("button", { name: "Connect", exact: true }).click()
  await dialogOf(page).getByRole("group", { name: "Log in with a social account" }).waitFor()
  return page
}

/** The Account view's wallet row: the embedded wallet named by its login. */
const walletRow = (page: Page) => dialogOf(page).getByTestId("wallet-button")

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

describe("social login in a popup", () => {
  it("Google on EVM: the consent page, a forged result ignored, Allow; the account shows by name and signs in the frame", async () => {
    const page = await connectView()
    expect(await violationsInBothThemes(page, "Connect with the social row")).toEqual([])

    const popup = await popupFrom(page, "Continue with Google")
    await consentPage(popup, "Google")
    expect(new URL(popup.url()).origin).toBe(stack.devnet.signInProvider.url)
    await dialogOf(page).getByRole("status").filter({ hasText: "Continue with Google" }).waitFor()

    // A page on another origin (the provider's, here) posts a result to the app before the real one:
    // taken, it would be the login's result and the login would fail; it is passed over.
    const posted = await popup.evaluate((resultUri) => {
      const opener = window.opener as Window | null
      opener?.postMessage({ resultUri }, "*")
      return opener !== null
    }, `${stack.devnet.secureSite.url}/social/result?id=forged`)
    expect(posted).toBe(true)
    expect(await hostAccount(page)).toBe("disconnected")

    const name = `ada${Date.now() % 100_000}`
    // Listened for before the click: the popup may close before the click's own wait ends.
    const closed = popup.waitForEvent("close", { timeout: 10_000 })
    await allowAs(popup, "Google", name)
    await closed
    const account = dialogOf(page).getByTestId("account-name")
    await account.waitFor({ timeout: 15_000 })
    const address = (await account.getAttribute("data-address")) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => walletRow(page).textContent()).toContain(name)
    expect([await stored(page, "@appkit/connected_social"), await stored(page, "@appkit-wallet/SOCIAL_USERNAME")]).toEqual(["google", name])

    // The host signs: the frame shows the message, Approve signs with the wallet's key.
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Sign the message" }).click()
    await (await approvalOf(page)).getByRole("button", { name: "Approve" }).click()
    const signature = page.getByRole("status", { name: "Signature", exact: true })
    // The account is a smart account (the EVM default), not deployed yet: an ERC-6492 signature.
    await expect.poll(() => signature.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-f]{130,}$/)
    expect(await verifiesOnChain(stack, 1, { address, message: DEMO_MESSAGE, signature: (await signature.textContent()) as Hex })).toBe(true)
  })

  it("on Solana with sign-in on: the embedded wallet's Solana account, named by the login, signed in as it logs in", async () => {
    const page = await openDemo(browser, stack, "?siwx=local")
    await page.click("[data-testid=network]")
    await dialogOf(page).getByRole("list", { name: "Networks" }).getByRole("button", { name: /^Solana/ }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Connect", exact: true }).click()
    await allowAs(await popupFrom(page, "Continue with X"), "X", "grace")
    const account = dialogOf(page).getByTestId("account-name")
    await account.waitFor({ timeout: 15_000 })
    expect(await account.getAttribute("data-address")).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await expect.poll(() => walletRow(page).textContent()).toContain("grace")
    expect(await stored(page, "@appkit/solana:connected_connector_id")).toBe("ID_AUTH")
    // The login's GET_USER carried the sign-in message, signed by the frame: no SIWXSignMessage.
    await expect.poll(() => page.textContent("[data-testid=demo-signed-in]")).toBe(`yes, on ${solana.caipNetworkId}`)
  })

  it("each provider's button reaches its consent page; a popup the person closes says 'Popup closed'; Discord completes, its trailing 0 dropped", async () => {
    const page = await connectView()
    const dialog = dialogOf(page)
    await dialog.getByRole("button", { name: "Other socials" }).click()
    await dialog.getByTestId("social-list").waitFor()
    expect(await violationsInBothThemes(page, "ConnectSocials")).toEqual([])
    await dialog.getByRole("button", { name: "Back" }).click()

    const providers = [
      { name: "X", from: "row" },
      { name: "GitHub", from: "list" },
      { name: "Apple", from: "list" },
      { name: "Facebook", from: "list" }
    ] as const
    for (const provider of providers) {
      if (provider.from === "list") await dialog.getByRole("button", { name: "Other socials" }).click()
      const popup = await popupFrom(page, provider.from === "row" ? `Continue with ${provider.name}` : provider.name)
      await consentPage(popup, provider.name)
      await popup.close()
      await dialog.getByRole("alert").filter({ hasText: "Popup closed" }).waitFor({ timeout: 5_000 })
      await dialog.getByRole("button", { name: "Back" }).click()
      if (provider.from === "list") await dialog.getByRole("button", { name: "Back" }).click()
    }

    const popup = await popupFrom(page, "Continue with Discord")
    await allowAs(popup, "Discord", "alice0")
    await dialog.getByTestId("account-name").waitFor({ timeout: 15_000 })
    await expect.poll(() => walletRow(page).textContent()).toContain("alice")
    expect(await walletRow(page).textContent()).not.toContain("alice0")
  })
})

describe("every provider on EVM", () => {
  it("X, GitHub, Apple and Facebook each log in end to end: the account shows by the name given, the provider kept", async () => {
    const providers = [
      { name: "X", id: "x", inList: false },
      { name: "GitHub", id: "github", inList: true },
      { name: "Apple", id: "apple", inList: true },
      { name: "Facebook", id: "facebook", inList: true }
    ] as const
    for (const provider of providers) {
      const page = await connectView()
      if (provider.inList) await dialogOf(page).getByRole("button", { name: "Other socials" }).click()
      const popup = await popupFrom(page, provider.inList ? provider.name : `Continue with ${provider.name}`)
      const name = `${provider.id}${Date.now() % 100_000}`
      await allowAs(popup, provider.name, name)
      const account = dialogOf(page).getByTestId("account-name")
      await account.waitFor({ timeout: 15_000 })
      expect(await account.getAttribute("data-address")).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await expect.poll(() => walletRow(page).textContent()).toContain(name)
      expect(await stored(page, "@appkit/connected_social")).toBe(provider.id)
      // The next provider's login starts from a visitor the page and the secure site do not know.
      await page.evaluate(() => localStorage.clear())
      await browser.context().clearCookies()
      await page.close()
    }
  })
})

describe("Farcaster", () => {
  it("shows the sign-in QR code; the Farcaster app approves its URL; the account shows by the Farcaster name", async () => {
    const page = await connectView()
    await dialogOf(page).getByRole("button", { name: "Continue with Farcaster", exact: true }).click()
    const url = await farcasterUrlOf(page)
    expect(new URL(url).origin).toBe(stack.devnet.signInProvider.url)
    expect(await violationsInBothThemes(page, "ConnectingFarcaster")).toEqual([])

    const username = `fc${Date.now() % 100_000}`
    await approveInFarcaster(await browser.newPage(), url, username)
    await dialogOf(page).getByTestId("account-name").waitFor({ timeout: 15_000 })
    await expect.poll(() => walletRow(page).textContent()).toContain(username)
    expect([await stored(page, "@appkit/connected_social"), await stored(page, "@appkit-wallet/SOCIAL_USERNAME")]).toEqual(["farcaster", username])

    // A reload restores the login through the frame, and the account is named by it again.
    const address = (await dialogOf(page).getByTestId("account-name").getAttribute("data-address")) ?? ""
    await page.reload()
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toBe(address)
    await page.getByRole("button", { name: `Account ${truncateAddress(address)}` }).click()
    await expect.poll(() => walletRow(page).textContent()).toContain(username)
  })
})
