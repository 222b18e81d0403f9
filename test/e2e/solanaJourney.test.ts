/**
 * The Solana family end to end, in Chromium against the local cluster, as a person uses it: the
 * demo lists Ethereum and Solana; the dev wallet (one entry, announced over EIP-6963 and Wallet
 * Standard) connects on Solana once the visitor picks Solana, after a refusal that keeps nothing;
 * the Account view shows the base58 address and the cluster's SOL balance, its Tokens tab SOL and
 * USDC; the host signs through `useAppKitProvider("solana")` and the Ed25519 signature verifies;
 * SwitchActiveChain leads to an Ethereum connection beside it; a reload keeps both; picking Solana
 * again makes it active. Send moves SOL, then USDC to a fresh address whose token account the same
 * transaction creates. A Wallet Standard wallet written in the test alone connects too, and the
 * dev wallet signs in (SIWX) on Solana.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { formatUnits } from "../../core/account/formatUnits.js"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { solana } from "../../core/networks/solana.js"
import { DEMO_MESSAGE } from "../../demo/demoMessage.js"
import { DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { tokenRows } from "./support/accountTabs.js"
import { useBrowser } from "./support/browser.js"
import { openSend, prepareSend } from "./support/sendSteps.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { refuseThenConnect } from "./support/refuseThenConnect.js"
import { e2eStack } from "./support/stack.js"
import { installStandardTestWallet } from "./support/standardTestWallet.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { approvalOf } from "./support/frameApproval.js"

const stack = e2eStack()
const browser = useBrowser()

/** An address's lamports, read from the cluster itself. */
const lamportsOf = async (address: string): Promise<number> => {
  const response = await fetch(stack.devnet.solana.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [address, { commitment: "confirmed" }] })
  })
  const { result } = (await response.json()) as { readonly result: { readonly value: number } }
  return result.value
}

/** The base units of `mint` that `owner`'s token accounts hold, read from the cluster itself. */
const tokenUnitsOf = async (owner: string, mint: string): Promise<bigint> => {
  const response = await fetch(stack.devnet.solana.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "getTokenAccountsByOwner",
      params: [owner, { mint }, { encoding: "jsonParsed", commitment: "confirmed" }]
    })
  })
  const { result } = (await response.json()) as {
    readonly result: { readonly value: ReadonlyArray<{ readonly account: { readonly data: { readonly parsed: { readonly info: { readonly tokenAmount: { readonly amount: string } } } } } }> }
  }
  return result.value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** The SOL balance line the Account view should show. */
const expectedSolBalance = async (address: string): Promise<string> =>
  accountBalanceText(formatUnits(BigInt(await lamportsOf(address)), 9), undefined, solana)

const setPolicy = (page: Page, policy: "approve" | "reject") => page.evaluate((next) => window.doorwayDevWallet?.setPolicy(next), policy)

/** Opens the network list from the header's network button and picks a network by name. */
const pickNetwork = async (page: Page, name: string) => {
  await page.click("[data-testid=network]")
  await dialogOf(page).getByRole("list", { name: "Networks" }).getByRole("button", { name: new RegExp(`^${name}`) }).click()
}

/** Selects Solana from the network button, then connects the named wallet there. */
const connectOnSolana = async (page: Page, walletName: string) => {
  await pickNetwork(page, "Solana")
  await dialogOf(page).waitFor({ state: "detached" })
  await page.click("[data-testid=connect]")
  await walletRow(page, walletName).click()
}

describe("the Solana family", () => {
  it("connects the dev wallet's Solana half, shows its SOL, signs, connects Ethereum beside it and keeps both on reload", async () => {
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    const account = dialog.locator("[data-testid=account]")

    // Nothing connected: picking Solana selects it, and the wallet's one entry connects there.
    await pickNetwork(page, "Solana")
    await dialog.waitFor({ state: "detached" })
    await page.click("[data-testid=connect]")
    expect(await dialog.locator("[data-testid=connector-row]", { hasText: DEV_WALLET_NAME }).count()).toBe(1)

    // Refused: the catalogue's text, and nothing kept; then approved on "Try again".
    await refuseThenConnect(page, DEV_WALLET_NAME, "@appkit/solana:connected_connector_id")

    // Approved: the base58 address and the cluster's balance.
    await account.waitFor()
    expect(await account.locator("[data-testid=account-name]").textContent()).toBe(truncateAddress(SOLANA_DEV_WALLET_ADDRESS))
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(await expectedSolBalance(SOLANA_DEV_WALLET_ADDRESS))
    expect(await hostAccount(page)).toBe(SOLANA_DEV_WALLET_ADDRESS)
    // Tokens: the cluster's SOL and USDC of the account, from the data service's Solana route.
    await account.locator("[data-testid=account-tab-tokens]").click()
    const sol = await expectedSolBalance(SOLANA_DEV_WALLET_ADDRESS)
    await expect
      .poll(async () => (await tokenRows(account)).map(([name, amount]) => `${name}: ${amount}`))
      .toEqual([`Solana: ${sol}`, "USD Coin: 1,000,000.00 USDC"])

    // The host signs through the Solana provider; the signature verifies with the account's key.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Sign with the Solana account" }).click()
    const output = page.locator("[data-testid=solana-signature]")
    await expect.poll(() => output.getAttribute("data-status")).toBe("signed")
    const signature = base58.decode((await output.textContent()) ?? "")
    expect(ed25519.verify(signature, new TextEncoder().encode(DEMO_MESSAGE), base58.decode(SOLANA_DEV_WALLET_ADDRESS))).toBe(true)
    // A refused signature shows the wallet's refusal.
    await setPolicy(page, "reject")
    await page.getByRole("button", { name: "Sign with the Solana account" }).click()
    await expect.poll(() => output.getAttribute("data-status")).toBe("failed")
    expect(await output.textContent()).toMatch(/rejected/i)
    await setPolicy(page, "approve")

    // Ethereum is another family, not connected yet: SwitchActiveChain, then Connect, then the EVM half.
    await pickNetwork(page, "Ethereum")
    await dialog.getByRole("button", { name: "Switch" }).click()
    await walletRow(page, DEV_WALLET_NAME).click()
    await account.waitFor()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    expect(await account.locator("[data-testid=account-name]").textContent()).toBe(truncateAddress(DEV_WALLET_ADDRESS))

    // A reload keeps both namespaces, Ethereum active as it was.
    await page.reload()
    await page.locator("[data-testid=connect]").waitFor()
    await expect.poll(() => hostAccount(page)).toBe(DEV_WALLET_ADDRESS)
    await expect.poll(() => page.evaluate(() => localStorage.getItem("@appkit/solana:connected_connector_id"))).not.toBeNull()

    // Solana is connected: picking it makes it active, with its address back.
    await pickNetwork(page, "Solana")
    await expect.poll(() => hostAccount(page)).toBe(SOLANA_DEV_WALLET_ADDRESS)
  })

  it("sends SOL, then USDC to the same fresh address (its token account created on the way): the dev wallet signs, the cluster moves both balances", async () => {
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    await connectOnSolana(page, DEV_WALLET_NAME)
    const account = dialog.locator("[data-testid=account]")
    await account.waitFor()
    expect(await account.locator("[data-testid=wallet-features] button").allTextContents()).toEqual(["Buy", "Receive", "Send"])

    const receiver = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    const send = await openSend(page, account)
    expect(await send.getByLabel("To (address)").count()).toBe(1)
    // One signature's fee, in SOL, with no gas (Solana has none).
    await prepareSend(send, "SOL", "0.25", receiver, /^Network fee≈ 0\.000005 SOL$/)
    await send.getByRole("button", { name: "Send" }).click()
    await account.waitFor()
    expect(await lamportsOf(receiver)).toBe(250_000_000)
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(await expectedSolBalance(SOLANA_DEV_WALLET_ADDRESS))

    // USDC: the receiver has no token account yet, so the same transaction creates it, then transfers.
    const usdc = stack.devnet.solana.fixtures.usdc.mint
    const senderBefore = await tokenUnitsOf(SOLANA_DEV_WALLET_ADDRESS, usdc)
    expect(await tokenUnitsOf(receiver, usdc)).toBe(0n)
    const tokenSend = await openSend(page, account)
    // The fee counts the new token account's rent (0.00203928 SOL) beside the signature's 0.000005.
    await prepareSend(tokenSend, "USDC", "12.5", receiver, /^Network fee≈ 0\.002044 SOL$/)
    await tokenSend.getByRole("button", { name: "Send" }).click()
    await account.waitFor()
    expect(await tokenUnitsOf(receiver, usdc)).toBe(12_500_000n)
    expect(await tokenUnitsOf(SOLANA_DEV_WALLET_ADDRESS, usdc)).toBe(senderBefore - 12_500_000n)
  })

  it("connects a Wallet Standard wallet written in the test alone", async () => {
    const key = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
    const wallet = { name: "Quay Test Wallet", address: base58.encode(key), publicKey: [...key] }
    await installStandardTestWallet(browser.context(), wallet)
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)
    await connectOnSolana(page, wallet.name)
    const account = dialog.locator("[data-testid=account]")
    await account.waitFor()
    expect(await account.locator("[data-testid=account-name]").textContent()).toBe(truncateAddress(wallet.address))
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(await expectedSolBalance(wallet.address))
    expect(await hostAccount(page)).toBe(wallet.address)
  })

  it("a Wallet Standard wallet that serves none of the app's Solana networks is not asked, and says so", async () => {
    const key = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
    const wallet = { name: "Devnet Only Wallet", address: base58.encode(key), publicKey: [...key], chains: ["solana:devnet"] }
    await installStandardTestWallet(browser.context(), wallet)
    const page = await openDemo(browser, stack)
    await connectOnSolana(page, wallet.name)
    await expect
      .poll(() => dialogOf(page).getByRole("alert").allTextContents())
      .toContain("The connector does not support any of the requested chains")
    expect(await hostAccount(page)).not.toBe(wallet.address)
  })

  it("signs in with the dev wallet's Solana half: an Ed25519 signature over a message that names Solana", async () => {
    const page = await openDemo(browser, stack, "?siwx=local")
    const dialog = dialogOf(page)
    await connectOnSolana(page, DEV_WALLET_NAME)
    const view = dialog.locator("[data-testid=siwx-sign-message]")
    await view.waitFor()
    await view.getByRole("button", { name: "Sign" }).click()
    await dialog.waitFor({ state: "detached" })
    const stored = (await page.evaluate(() => JSON.parse(localStorage.getItem("@appkit/siwx") ?? "[]"))) as Array<{
      readonly data: { readonly accountAddress: string }
      readonly message: string
      readonly signature: string
    }>
    expect(stored).toHaveLength(1)
    const [session] = stored
    expect(session?.data.accountAddress).toBe(SOLANA_DEV_WALLET_ADDRESS)
    expect(session?.message).toContain("wants you to sign in with your Solana account:")
    const verified = ed25519.verify(
      base58.decode(session?.signature ?? ""),
      new TextEncoder().encode(session?.message ?? ""),
      base58.decode(SOLANA_DEV_WALLET_ADDRESS)
    )
    expect(verified).toBe(true)
  })

  it("logs in by email on Solana: the embedded wallet's base58 account, a message approved in the frame that verifies, and SIWX", async () => {
    const page = await openDemo(browser, stack, "?siwx=local")
    const dialog = dialogOf(page)
    await pickNetwork(page, "Solana")
    await dialog.waitFor({ state: "detached" })
    await logInFirstTime(stack, page, `solana-${Date.now()}@example.com`)

    // The Account view shows the embedded wallet's Solana account; the login signed in with it at once.
    const address = (await dialog.getByTestId("account-name").getAttribute("data-address")) ?? ""
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await expect.poll(() => hostAccount(page)).toBe(address)
    await expect.poll(() => page.textContent("[data-testid=demo-signed-in]")).toBe(`yes, on ${solana.caipNetworkId}`)
    const [session] = (await page.evaluate(() => JSON.parse(localStorage.getItem("@appkit/siwx") ?? "[]"))) as Array<{
      readonly message: string
      readonly signature: string
    }>
    expect(session?.message).toContain("wants you to sign in with your Solana account:")
    expect(ed25519.verify(base58.decode(session?.signature ?? ""), new TextEncoder().encode(session?.message ?? ""), base58.decode(address))).toBe(true)

    // The host signs through useAppKitProvider("solana"): the frame shows the message, Approve signs it.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Sign with the Solana account" }).click()
    const approval = await approvalOf(page)
    expect(await approval.textContent()).toContain(DEMO_MESSAGE)
    await approval.getByRole("button", { name: "Approve" }).click()
    const output = page.locator("[data-testid=solana-signature]")
    await expect.poll(() => output.getAttribute("data-status"), { timeout: 10_000 }).toBe("signed")
    const signature = base58.decode((await output.textContent()) ?? "")
    expect(ed25519.verify(signature, new TextEncoder().encode(DEMO_MESSAGE), base58.decode(address))).toBe(true)
  })
})
