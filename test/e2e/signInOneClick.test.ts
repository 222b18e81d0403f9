/**
 * One-click sign-in over WalletConnect (SPEC §4), in Chromium against the local stack: the demo
 * with sign-in required and only EVM networks (`?siwx=local&networks=evm`, no browser wallet)
 * pairs with the real sign client in Node, which approves the session proposal and answers its
 * authentication request with one cacao in the same step. After that single approval the demo is
 * connected and signed in: the wallet approved no proposal plain, no signature was asked
 * afterwards, the SIWXSignMessage view never showed, and the kept session (with its cacao) verifies with viem against the wallet's address.
 */
import { verifyMessage, type Hex } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { writeNoWalletPage } from "../../scripts/bench/visitorBench.js"
import { useBrowser } from "./support/browser.js"
import { answerWithCacao } from "../devnet/relay/cacaoAnswers.js"
import { readQrScreenshot } from "./support/readQrScreenshot.js"
import { makeSignClientWallet, type SignClientWallet } from "./support/signClientWallet.js"
import { e2eStack } from "./support/stack.js"
import { viewsSeen, watchForViews } from "./support/viewWatch.js"

const stack = e2eStack()
const browser = useBrowser()

/** A fresh key: signing in needs no funds. */
const account = privateKeyToAccount(generatePrivateKey())
/** The demo's EVM networks, all of which the one-click request names. */
const CHAINS = ["eip155:1", "eip155:137", "eip155:11155111"]
const METHODS = ["personal_sign", "eth_sendTransaction"]
const QR_NAME = "QR code to connect your wallet"

let noWalletPage = ""
const wallets: Array<SignClientWallet> = []

beforeAll(async () => {
  noWalletPage = await writeNoWalletPage(stack.demoDir)
})
afterAll(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

describe("one-click sign-in over WalletConnect", () => {
  it("a single approval connects and signs in: the cacao becomes the session, nothing more is asked", async () => {
    const wallet = await makeSignClientWallet({ relayUrl: stack.devnet.relay.url, projectId: stack.devnet.projectId, account, chains: CHAINS, methods: METHODS, name: "one-click", signInAnsweredElsewhere: true })
    wallets.push(wallet)
    const answered = answerWithCacao(wallet.client, { account, chains: CHAINS, methods: METHODS })

    await watchForViews(browser.context(), ["siwx-sign-message", "account-name"])
    const page = await browser.newPage()
    await page.goto(`${stack.demoUrl}${noWalletPage}?siwx=local&networks=evm`)
    await page.getByRole("button", { name: "Connect", exact: true }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "WalletConnect", exact: true }).click()
    const qr = dialog.getByRole("img", { name: QR_NAME })
    await qr.waitFor()
    await expect.poll(() => dialog.getByRole("button", { name: "Copy link" }).isEnabled()).toBe(true)
    const uri = readQrScreenshot(await qr.screenshot())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri!)

    // The one approval: connected, and signed in on Ethereum.
    await dialog.getByText(truncateAddress(account.address), { exact: true }).waitFor({ timeout: 15_000 })
    await expect.poll(() => page.textContent("[data-testid=demo-signed-in]")).toBe("yes, on eip155:1")
    expect(answered()).toHaveLength(1)
    // The one proposal went with the cacao (answerWithCacao), none was approved plain.
    expect(wallet.approved()).toEqual([])
    expect(wallet.requests()).toEqual([])

    const stored = (await page.evaluate(() => JSON.parse(localStorage.getItem("@appkit/siwx") ?? "[]"))) as Array<{
      data: { accountAddress: string; chainId: string; domain: string; nonce: string }
      message: string
      signature: Hex
      cacao?: { p: { iss: string; nonce: string } }
    }>
    const mine = stored.find((session) => session.data.chainId === "eip155:1")
    expect(mine).toBeDefined()
    expect(mine?.data.accountAddress).toBe(account.address)
    expect(mine?.data.domain).toBe(new URL(stack.demoUrl).host)
    expect(mine?.message).toBe(answered()[0]?.message)
    expect(mine?.cacao?.p.iss).toBe(`did:pkh:eip155:1:${account.address}`)
    expect(mine?.cacao?.p.nonce).toBe(mine?.data.nonce)
    expect(await verifyMessage({ address: account.address, message: mine!.message, signature: mine!.signature })).toBe(true)

    // Sign-in is required, yet the view never showed: the Account view is what the modal has.
    expect(await viewsSeen(page)).toEqual({ "siwx-sign-message": false, "account-name": true })
  })
})
