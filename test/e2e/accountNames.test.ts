/**
 * Account names in Chromium against the local stack, as a visitor does them, by roles and names:
 * an account of an extension wallet written in the test (a fresh key, so the name registered here
 * is no other test's and the dev wallet, which every file shares, stays nameless) chooses a name
 * (the rule's text while it is too short, the data service's suggestions), signs the
 * registration, sees the name in the Account view and the host's button, and after a reload with
 * the identity service unreachable gets it again from the reverse lookup
 * (`/v1/profile/reverse/{address}`). The dev wallet's account then finds the name taken, and
 * registering it anyway is refused ('Error registering name {name}', the service's 409).
 * axe-core finds nothing on each new view.
 */
import type { Page, Request } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"
import { installTestWallet } from "./support/testWallet.js"

const stack = e2eStack()
const browser = useBrowser()

const IDENTITY = /\/v1\/identity\//
const SUGGESTIONS = /\/v1\/profile\/suggestions\//
const REVERSE = /\/v1\/profile\/reverse\//

/** The local EVM chains, Ethereum first: the wallets start there. */
const chainsFromEthereum = () => [...stack.devnet.evm].sort((a, b) => (a.chainId === 1 ? -1 : b.chainId === 1 ? 1 : 0))

/** An extension wallet of a fresh key, installed in the test's browser context. */
const installWallet = (name: string) =>
  installTestWallet(browser.context(), { name, rdns: `org.doorway.test.${name.toLowerCase().replaceAll(" ", "-")}`, chains: chainsFromEthereum() })

/** Connects the wallet called `walletName` from the host's button; answers the Account view. */
const connect = async (page: Page, walletName: string) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.click("[data-testid=connect]")
  await walletRow(page, walletName).click()
  const account = dialogOf(page).locator("[data-testid=account]")
  await account.waitFor()
  return account
}

/** A label no other run has registered. */
const freshLabel = () => `ada-${Math.random().toString(36).slice(2, 8)}`

/** The methods the dev wallet was asked for in `page`, oldest first. */
const devWalletMethods = (page: Page) => page.evaluate(() => (window.doorwayDevWallet?.requests() ?? []).map((request) => request.method))

describe("account names (Chromium, extension wallets)", () => {
  it("choose a name, see it in the Account view and the button, again after a reload; another account is refused it; axe clean", async () => {
    const first = await installWallet("Names Wallet")
    const label = freshLabel()
    const name = `${label}.reown.id`
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    const account = await connect(page, first.name)
    // Smart sessions are off unless the host turns them on (SPEC §9).
    expect(await account.getByRole("button", { name: /^Sessions/ }).count()).toBe(0)

    await account.getByRole("button", { name: "Choose a name" }).click()
    const view = dialog.locator("[data-testid=register-name]")
    await view.waitFor()
    const field = view.getByRole("textbox", { name: "Name" })
    const register = view.getByRole("button", { name: "Register" })
    expect(await register.isDisabled()).toBe(true)
    expect(await violationsInBothThemes(page, "RegisterAccountName")).toEqual([])

    // Three characters break the rule, and its text says so; a fourth is enough.
    await field.fill(label.slice(0, 3))
    await view.getByText("Use letters, digits and hyphens only, at least 4 characters").waitFor()
    expect(await field.getAttribute("aria-invalid")).toBe("true")
    expect(await register.isDisabled()).toBe(true)
    await field.fill(label.slice(0, 3) + "_")
    expect(await field.getAttribute("aria-invalid")).toBe("true")
    await field.fill(label)
    await view.getByText(`Your name will be ${name}`).waitFor()
    const suggestions = view.getByRole("list", { name: "Name suggestions" })
    await suggestions.getByRole("button", { name: new RegExp(`^${label}1\\.reown\\.id`) }).waitFor()
    expect(await suggestions.getByRole("button", { name: new RegExp(`^${name.replaceAll(".", "\\.")}`) }).count()).toBe(1)
    expect(await violationsInBothThemes(page, "RegisterAccountName with suggestions")).toEqual([])

    await register.click()
    const success = dialog.locator("[data-testid=register-name-success]")
    await success.waitFor()
    expect(await success.getByTestId("registered-name").textContent()).toBe(name)
    expect(first.requests()).toContain("personal_sign")
    expect(await violationsInBothThemes(page, "RegisterAccountNameSuccess")).toEqual([])

    await success.getByRole("button", { name: "Back to account" }).click()
    await account.waitFor()
    await expect.poll(() => account.getByTestId("account-name").textContent()).toBe(name)
    await expect.poll(() => page.locator("[data-testid=connect]").textContent()).toContain(name)
    expect(await account.getByRole("button", { name: "Choose another name" }).count()).toBe(1)

    // A reload with no cached identity and the identity service unreachable: the name comes back
    // from the reverse lookup of the address.
    await page.evaluate(() => localStorage.removeItem("@appkit/identity_cache"))
    const reverseLookups: Array<string> = []
    page.on("request", (request: Request) => {
      if (REVERSE.test(request.url())) reverseLookups.push(request.url())
    })
    await page.route(IDENTITY, (route) => route.abort("connectionrefused"))
    await page.reload()
    await page.locator("[data-testid=connect][data-state=connected]").waitFor()
    await page.click("[data-testid=connect]")
    const reloaded = dialog.locator("[data-testid=account]")
    await reloaded.waitFor()
    await expect.poll(() => reloaded.getByTestId("account-name").textContent()).toBe(name)
    await expect.poll(() => page.locator("[data-testid=connect]").textContent()).toContain(name)
    expect(reverseLookups.length).toBeGreaterThan(0)
    expect(new URL(reverseLookups[0]!).pathname).toBe(`/v1/profile/reverse/${first.address}`)
    expect(new URL(reverseLookups[0]!).searchParams.get("apiVersion")).toBe("2")
    await page.unroute(IDENTITY)

    // Another account, the dev wallet's: the name is shown taken and cannot be asked for.
    await reloaded.getByRole("button", { name: "Disconnect" }).click()
    await dialog.waitFor({ state: "detached" })
    const other = await connect(page, DEV_WALLET_NAME)
    await other.getByRole("button", { name: "Choose a name" }).click()
    await view.waitFor()
    await field.fill(label)
    await view.getByText(`${name} is already registered`).waitFor()
    expect(await register.isDisabled()).toBe(true)
    expect(await violationsInBothThemes(page, "RegisterAccountName, name taken")).toEqual([])

    // With the suggestions unreachable nothing says so beforehand: the service refuses it (409).
    await page.route(SUGGESTIONS, (route) => route.abort("connectionrefused"))
    await field.fill("")
    await field.fill(label)
    await view.getByText("Error fetching name suggestions").waitFor()
    await register.click()
    await view.getByText(`Error registering name ${name}`).waitFor()
    expect(await devWalletMethods(page)).toContain("personal_sign")
    expect(await field.inputValue()).toBe(label)
    await expect.poll(() => page.locator("[data-testid=connect]").textContent()).not.toContain(name)
    expect(await violationsInBothThemes(page, "RegisterAccountName, refused")).toEqual([])
  })
})
