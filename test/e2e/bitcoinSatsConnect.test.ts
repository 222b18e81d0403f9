/**
 * The sats-connect kind of Bitcoin connection in Chromium, from the demo with `?bitcoin=local`.
 * The dev wallet lists its Bitcoin half both ways (Wallet Standard and sats-connect's
 * `btc_providers`) under one name: one row. A wallet that speaks sats-connect only is installed
 * before any page script, as an extension's content script would be: its `btc_providers` entry
 * points at a provider that hands every request to the dev wallet's own sats-connect provider (its
 * keys, prompts and memory). Picked from the Connect view, it connects with `getAccounts`, shows the
 * payment address, and a reload restores it with `wallet_getAccount` alone.
 */
import type { BrowserContext } from "playwright-core"
import { describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const SATS_ONLY = "Sats Connect Only Wallet"

/** Lists a sats-connect-only wallet in every page of the context, in front of the dev wallet's provider. */
const installSatsConnectOnly = (context: BrowserContext) =>
  context.addInitScript((name) => {
    type Provider = { request: (method: string, params?: unknown) => Promise<unknown>; addListener: (info: unknown) => () => void }
    const page = window as unknown as { doorwayDevWallet?: { bitcoinReady: Promise<void>; bitcoinProvider?: Provider }; btc_providers?: Array<unknown>; satsOnly?: unknown }
    // The dev wallet's script runs from the document's head: it is there once the document is parsed.
    const parsed = new Promise<void>((resolve) => (document.readyState === "loading" ? document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }) : resolve()))
    const dev = parsed.then(async () => {
      await page.doorwayDevWallet?.bitcoinReady
      const provider = page.doorwayDevWallet?.bitcoinProvider
      if (provider === undefined) throw new Error("The dev wallet has no Bitcoin half")
      return provider
    })
    // A page without the dev wallet (the first about:blank) never asks it: no unhandled rejection there.
    dev.catch(() => undefined)
    page.satsOnly = {
      request: (method: string, params?: unknown) => dev.then((provider) => provider.request(method, params)),
      addListener: (info: unknown) => {
        let off: (() => void) | undefined
        let stopped = false
        void dev.then((provider) => (stopped ? undefined : (off = provider.addListener(info))))
        return () => {
          stopped = true
          off?.()
        }
      }
    }
    const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#f7931a"/></svg>')}`
    ;(page.btc_providers ??= []).push({ id: "satsOnly", name, icon })
  }, SATS_ONLY)

describe("a sats-connect Bitcoin wallet", () => {
  it("is listed beside the dev wallet's one row, connects with getAccounts, shows the payment address, and is restored by wallet_getAccount", async () => {
    await installSatsConnectOnly(browser.context())
    const page = await openDemo(browser, stack, "?bitcoin=local")
    await page.evaluate(() => window.doorwayDevWallet?.bitcoinReady)
    const payment = stack.devnet.bitcoin.fixtures.payment.address
    const methods = () => page.evaluate(() => (window.doorwayDevWallet?.requests() ?? []).map((request) => request.method))

    await page.click("[data-testid=network]")
    await dialogOf(page).getByRole("list", { name: "Networks" }).getByRole("button", { name: /^Bitcoin Regtest/ }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    await page.click("[data-testid=connect]")
    expect(await walletRow(page, DEV_WALLET_NAME).count()).toBe(1)
    await walletRow(page, SATS_ONLY).click()

    const account = dialogOf(page).locator("[data-testid=account]")
    await account.waitFor()
    expect(await account.locator("[data-testid=account-name]").textContent()).toBe(truncateAddress(payment))
    expect(await hostAccount(page)).toBe(payment)
    expect(await methods()).toEqual(expect.arrayContaining(["getAccounts"]))
    expect(await methods()).not.toContain("bitcoin:connect")

    await page.reload()
    await page.locator("[data-testid=connect][data-state=connected]").waitFor()
    expect(await hostAccount(page)).toBe(payment)
    expect(await methods()).toContain("wallet_getAccount")
    expect(await methods()).not.toContain("getAccounts")
  })
})
