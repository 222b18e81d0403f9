/**
 * The Bitcoin family in Chromium against the local regtest chain, as a person uses it: the demo
 * with `?bitcoin=local` lists Ethereum, Solana and the local Bitcoin chain; the visitor picks
 * Bitcoin, and the dev wallet's one entry connects its Bitcoin half there (a refusal keeps
 * nothing); the Account view shows the payment address and its balance read from the chain's
 * UTXOs; the host's hooks report the address; a reload restores it without a prompt.
 */
import { formatUnits } from "viem"
import { describe, expect, it } from "vitest"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo } from "./support/demoPage.js"
import { refuseThenConnect } from "./support/refuseThenConnect.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** An address's sats, confirmed and pending, read from the chain's own Esplora API. */
const satsOf = async (address: string): Promise<bigint> => {
  type Stats = { readonly funded_txo_sum: number; readonly spent_txo_sum: number }
  const body = (await (await fetch(`${stack.devnet.bitcoin.esploraUrl}/address/${address}`)).json()) as { chain_stats: Stats; mempool_stats: Stats }
  const net = (stats: Stats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)
  return net(body.chain_stats) + net(body.mempool_stats)
}

describe("the Bitcoin family", () => {
  it("connects the dev wallet's Bitcoin half on the local chain, shows the payment address and its BTC, and keeps it on reload", async () => {
    const page = await openDemo(browser, stack, "?bitcoin=local")
    const dialog = dialogOf(page)
    const account = dialog.locator("[data-testid=account]")
    const payment = stack.devnet.bitcoin.fixtures.payment.address
    await page.evaluate(() => window.doorwayDevWallet?.bitcoinReady)

    // Bitcoin picked from the network button; the wallet's one entry connects there.
    await page.click("[data-testid=network]")
    await dialog.getByRole("list", { name: "Networks" }).getByRole("button", { name: /^Bitcoin Regtest/ }).click()
    await dialog.waitFor({ state: "detached" })
    await page.click("[data-testid=connect]")
    expect(await dialog.locator("[data-testid=connector-row]", { hasText: DEV_WALLET_NAME }).count()).toBe(1)

    // Refused: the catalogue's text, and nothing kept; then approved on "Try again".
    await refuseThenConnect(page, DEV_WALLET_NAME, "@appkit/bip122:connected_connector_id")
    await account.waitFor()
    expect(await account.locator("[data-testid=account-name]").textContent()).toBe(truncateAddress(payment))
    const btc = accountBalanceText(formatUnits(await satsOf(payment), 8), "BTC", undefined)
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(btc)
    expect(await hostAccount(page)).toBe(payment)

    // A reload restores it without a prompt (the wallet's log starts again with the page).
    await page.reload()
    await page.locator("[data-testid=connect][data-state=connected]").waitFor()
    expect(await hostAccount(page)).toBe(payment)
    const methods = await page.evaluate(() => (window.doorwayDevWallet?.requests() ?? []).map((request) => request.method))
    expect(methods).not.toContain("bitcoin:connect")
  })
})
