/**
 * Send on the Bitcoin family in Chromium against the local regtest chain, as a person uses it: the
 * demo with `?bitcoin=local`, the dev wallet's Bitcoin half connected on Bitcoin Regtest; Send
 * offers BTC with its balance, reviews a payment to a fresh address with its network fee before
 * the wallet is asked, and once the wallet approves the transaction is mined (the demo's chain
 * mines each one), both balances move on chain and the account shows the new balance.
 */
import { secp256k1 } from "@noble/curves/secp256k1"
import { p2wpkh } from "@scure/btc-signer"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { formatUnits } from "../../core/account/formatUnits.js"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { formatBalance } from "../../core/format/formatBalance.js"
import { REGTEST } from "../../devnet/bitcoin/regtest.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** The local data service's price of one BTC, in USD. */
const BTC_PRICE = 60_000

interface EsploraTx {
  readonly txid: string
  readonly fee: number
  readonly status: { readonly confirmed: boolean }
  readonly vout: ReadonlyArray<{ readonly scriptpubkey_address?: string; readonly value: number }>
}

const esplora = async <A>(path: string): Promise<A> => (await (await fetch(`${stack.devnet.bitcoin.esploraUrl}${path}`)).json()) as A

/** An address's sats, confirmed and pending, read from the chain's own Esplora API. */
const satsOf = async (address: string): Promise<bigint> => {
  type Stats = { readonly funded_txo_sum: number; readonly spent_txo_sum: number }
  const body = await esplora<{ chain_stats: Stats; mempool_stats: Stats }>(`/address/${address}`)
  const net = (stats: Stats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)
  return net(body.chain_stats) + net(body.mempool_stats)
}

/** A regtest P2WPKH address of a key made up for this run: nothing has ever paid it. */
const freshAddress = (): string => p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), REGTEST).address as string

const walletMethods = (page: Page) => page.evaluate(() => (window.doorwayDevWallet?.requests() ?? []).map((request) => request.method))

describe("Send on the Bitcoin family", () => {
  it("sends sats from the payment address to a fresh address: the fee shows before the wallet is asked, the transaction is mined, both balances move and the account shows the new balance", async () => {
    const page = await openDemo(browser, stack, "?bitcoin=local")
    const dialog = dialogOf(page)
    const account = dialog.locator("[data-testid=account]")
    const payment = stack.devnet.bitcoin.fixtures.payment.address
    const receiver = freshAddress()
    await page.evaluate(() => window.doorwayDevWallet?.bitcoinReady)

    // Bitcoin Regtest picked from the network button, then the wallet (it approves by default).
    await page.click("[data-testid=network]")
    await dialog.getByRole("list", { name: "Networks" }).getByRole("button", { name: /^Bitcoin Regtest/ }).click()
    await dialog.waitFor({ state: "detached" })
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).click()
    await account.waitFor()
    const before = await satsOf(payment)
    const btcBefore = formatUnits(before, 8)
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(accountBalanceText(btcBefore, "BTC", undefined))

    // Send: BTC alone, with the balance the account shows and its value in USD.
    await account.getByRole("button", { name: "Send" }).click()
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe("Send")
    const token = dialog.getByLabel("Token")
    await expect.poll(() => token.locator("option").allTextContents(), { timeout: 10_000 }).toEqual(["Choose a token", `BTC · ${formatBalance(btcBefore)} available`])
    await expect
      .poll(() => dialog.getByText(/^Bitcoin Regtest balance: /).textContent())
      .toBe(`Bitcoin Regtest balance: $${formatBalance(Number(btcBefore) * BTC_PRICE)}`)

    // Reviewed: the fee shows, and the wallet has been asked nothing yet.
    await token.selectOption({ label: `BTC · ${formatBalance(btcBefore)} available` })
    await dialog.getByLabel("Amount (BTC)").fill("0.25")
    await dialog.getByLabel("To (address)").fill(receiver)
    await dialog.getByRole("button", { name: "Review" }).click()
    const feeRow = dialog.getByText("Network fee").locator("..")
    await expect.poll(() => feeRow.textContent(), { timeout: 10_000 }).toMatch(/^Network fee≈ 0\.\d{8} BTC$/)
    // The fee to the sat: 0.00000705 BTC is 705 sats.
    const shownFee = BigInt((await feeRow.textContent())?.match(/≈ (0\.\d{8}) BTC/)?.[1]?.replace(".", "") ?? "-1")
    expect(await walletMethods(page)).not.toContain("bitcoin:signTransaction")

    // Sent: the wallet signs, the chain mines it, the flow returns to the account.
    await dialog.getByRole("button", { name: "Send" }).click()
    await account.waitFor()
    expect(await walletMethods(page)).toContain("bitcoin:signTransaction")
    const [sent] = await esplora<ReadonlyArray<EsploraTx>>(`/address/${receiver}/txs`)
    expect(sent?.status.confirmed).toBe(true)
    expect(sent?.vout[0]).toMatchObject({ scriptpubkey_address: receiver, value: 25_000_000 })
    // The fee shown is the fee paid.
    expect(BigInt(sent?.fee ?? 0)).toBe(shownFee)
    expect(await satsOf(receiver)).toBe(25_000_000n)
    const after = await satsOf(payment)
    expect(after).toBe(before - 25_000_000n - BigInt(sent?.fee ?? 0))
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(accountBalanceText(formatUnits(after, 8), "BTC", undefined))
    // Landed while the send waited: nothing is left pending.
    expect(await page.evaluate(() => localStorage.getItem("@doorway/pending_transactions") ?? "")).not.toContain(sent?.txid ?? "-")
  })
})
