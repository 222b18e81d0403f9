/**
 * The Bitcoin family in Chromium against the local regtest chain, as a person uses it: the demo
 * with `?bitcoin=local` lists Ethereum, Solana and the local Bitcoin chain; the visitor picks
 * Bitcoin, and the dev wallet's one entry connects its Bitcoin half there (a refusal keeps
 * nothing); the Account view shows the payment address and its balance read from the chain's
 * UTXOs; the host's hooks report the address; a reload restores it without a prompt. Ethereum and
 * Solana connect beside it through SwitchActiveChain, and a reload keeps all three. A wallet
 * written in the test alone, naming its chain by the standard's moniker, connects too; sign-in
 * on Bitcoin is a BIP-322 signature the local sign-in service verifies, kept over a reload.
 */
import { p2wpkh } from "@scure/btc-signer"
import { secp256k1 } from "@noble/curves/secp256k1"
import type { Page } from "playwright-core"
import { formatUnits } from "viem"
import { describe, expect, it } from "vitest"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { REGTEST } from "../../devnet/bitcoin/regtest.js"
import { BITCOIN_REGTEST_CAIP_ID } from "../../layers/families/bitcoin/bitcoinChains.js"
import { DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { refuseThenConnect } from "./support/refuseThenConnect.js"
import { e2eStack } from "./support/stack.js"
import { installStandardTestWallet } from "./support/standardTestWallet.js"

const stack = e2eStack()
const browser = useBrowser()

/** An address's sats, confirmed and pending, read from the chain's own Esplora API. */
const satsOf = async (address: string): Promise<bigint> => {
  type Stats = { readonly funded_txo_sum: number; readonly spent_txo_sum: number }
  const body = (await (await fetch(`${stack.devnet.bitcoin.esploraUrl}/address/${address}`)).json()) as { chain_stats: Stats; mempool_stats: Stats }
  const net = (stats: Stats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)
  return net(body.chain_stats) + net(body.mempool_stats)
}

/** Opens the network list from the header's network button and picks a network by name. */
const pickNetwork = async (page: Page, name: string) => {
  await page.click("[data-testid=network]")
  await dialogOf(page).getByRole("list", { name: "Networks" }).getByRole("button", { name: new RegExp(`^${name}`) }).click()
}

/** Another family, not connected yet: SwitchActiveChain, then Connect, then the named wallet; the Account view is closed after. */
const connectBeside = async (page: Page, network: string, walletName: string) => {
  await pickNetwork(page, network)
  await dialogOf(page).getByRole("button", { name: "Switch" }).click()
  await walletRow(page, walletName).click()
  await dialogOf(page).locator("[data-testid=account]").waitFor()
  await page.keyboard.press("Escape")
  await dialogOf(page).waitFor({ state: "detached" })
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

    // Ethereum, then Solana, connect beside it, each through SwitchActiveChain.
    await connectBeside(page, "Ethereum", DEV_WALLET_NAME)
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    await connectBeside(page, "Solana", DEV_WALLET_NAME)
    await expect.poll(() => hostAccount(page)).toBe(SOLANA_DEV_WALLET_ADDRESS)

    // A reload keeps all three namespaces; picking each makes its own account the host's.
    await page.reload()
    await page.locator("[data-testid=connect][data-state=connected]").waitFor()
    await expect.poll(() => hostAccount(page)).toBe(SOLANA_DEV_WALLET_ADDRESS)
    for (const [network, address] of [["Bitcoin Regtest", payment], ["Ethereum", DEV_WALLET_ADDRESS], ["Solana", SOLANA_DEV_WALLET_ADDRESS]] as const) {
      await pickNetwork(page, network)
      await expect.poll(() => hostAccount(page)).toBe(address)
    }
  })

  it("connects a Bitcoin wallet written in the test alone, which names its chain by the standard's moniker", async () => {
    const publicKey = secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true)
    const address = p2wpkh(publicKey, REGTEST).address!
    const wallet = { name: "Ledgerline Test Wallet", address, publicKey: [...publicKey], chains: ["bitcoin:regtest"], connectFeature: "bitcoin:connect" }
    await installStandardTestWallet(browser.context(), wallet)
    const page = await openDemo(browser, stack, "?bitcoin=local")
    await pickNetwork(page, "Bitcoin Regtest")
    await dialogOf(page).waitFor({ state: "detached" })
    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).click()
    const account = dialogOf(page).locator("[data-testid=account]")
    await account.waitFor()
    expect(await account.locator("[data-testid=account-name]").textContent()).toBe(truncateAddress(address))
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(accountBalanceText("0", "BTC", undefined))
    expect(await hostAccount(page)).toBe(address)
  })

  it("signs in on Bitcoin through the sign-in service: a BIP-322 signature over a message that names Bitcoin, kept over a reload", async () => {
    const page = await openDemo(browser, stack, "?bitcoin=local&siwx=server")
    let signed: { readonly message: string; readonly signature: string } | undefined
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/auth/v1/authenticate")) signed = JSON.parse(request.postData() ?? "{}") as typeof signed
    })
    await page.evaluate(() => window.doorwayDevWallet?.bitcoinReady)
    await pickNetwork(page, "Bitcoin Regtest")
    await dialogOf(page).waitFor({ state: "detached" })
    await page.click("[data-testid=connect]")
    await walletRow(page, DEV_WALLET_NAME).click()
    await dialogOf(page).locator("[data-testid=siwx-sign-message]").getByRole("button", { name: "Sign" }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    const signedIn = () => page.textContent("[data-testid=demo-signed-in]")
    await expect.poll(signedIn).toBe(`yes, on ${BITCOIN_REGTEST_CAIP_ID}`)
    expect(signed?.message).toMatch(/ wants you to sign in with your Bitcoin account:\n/)
    expect(signed?.message).toContain(stack.devnet.bitcoin.fixtures.payment.address)

    // Kept by the service: a reload asks for no signature again.
    await page.reload()
    await page.locator("[data-testid=connect][data-state=connected]").waitFor()
    await expect.poll(signedIn).toBe(`yes, on ${BITCOIN_REGTEST_CAIP_ID}`)
    expect(await dialogOf(page).count()).toBe(0)
  })
})
