/**
 * WalletConnect as a visitor without a browser wallet meets it, in Chromium against the local stack
 * (the relay stand-in on 127.0.0.1), with the real sign client in Node as the phone's wallet. The
 * page is driven only by what a person sees (roles, accessible names, visible text):
 *
 * Connect → WalletConnect opens the pairing view, which shows the QR code within 1 s; the code
 * Chromium painted (a screenshot) reads back to a pairing URI; the wallet pairs with it and
 * approves Ethereum and Polygon; the Account view shows the address and the anvil node's balance; the host's "Sign the
 * message" reaches the wallet and viem verifies the signature; Ethereum → Polygon from the
 * network list; Sepolia, which the session did not approve (and the session has no
 * wallet_switchEthereumChain), is refused with the catalogue's text; a reload restores the
 * session without a prompt; the wallet's disconnect leaves the host disconnected. A second visit
 * with a project the relay does not know shows the Invalid Project ID alert (SPEC §8). Nothing
 * leaves loopback: support/browser.ts fails a test whose page tried, and the Node wallet runs under
 * test/setup/loopbackOnly.ts.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import type { Locator, Page } from "playwright-core"
import { createPublicClient, formatEther, http, verifyMessage, type Address, type Hex } from "viem"
import { mnemonicToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { mainnet, polygon } from "../../core/networks/evm.js"
import { DEMO_MESSAGE } from "../../demo/demoMessage.js"
import { DEV_MNEMONIC } from "../../devnet/devKeys.js"
import type { Network } from "../../schemas/Network.js"
import { installProbe } from "../../scripts/bench/pageProbe.js"
import { writeNoWalletPage } from "../../scripts/bench/visitorBench.js"
import { useBrowser } from "./support/browser.js"
import { hostAccount } from "./support/demoPage.js"
import { followRequests } from "./support/followRequests.js"
import { readQrScreenshot } from "./support/readQrScreenshot.js"
import { makeSignClientWallet, type SignClientWallet } from "./support/signClientWallet.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** One of anvil's accounts (funded on every local chain), used by no other browser test. */
const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 7 })
/** The chains the wallet approves: not Sepolia, which the demo also offers. */
const APPROVED = ["eip155:1", "eip155:137"]
/** No wallet_switchEthereumChain: a chain outside the session cannot be asked for. */
const METHODS = ["personal_sign", "eth_signTypedData_v4", "eth_sendTransaction"]
const QR_NAME = "QR code to connect your wallet"
const UNKNOWN_PROJECT_ID = "doorway-unknown-project"

let noWalletPage = ""
const wallets: Array<SignClientWallet> = []

beforeAll(async () => {
  noWalletPage = await writeNoWalletPage(stack.demoDir)
})
afterAll(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

const phoneWallet = async (projectId = stack.devnet.projectId): Promise<SignClientWallet> => {
  const wallet = await makeSignClientWallet({ relayUrl: stack.devnet.relay.url, projectId, account, chains: APPROVED, methods: METHODS, name: "journey" })
  wallets.push(wallet)
  return wallet
}

/** The demo without the dev wallet's extension, the probe of scripts/bench timing what it shows. */
const openDemo = async (query = ""): Promise<Page> => {
  const page = await browser.newPage()
  await page.addInitScript(installProbe, { atLoad: {}, storageKey: "doorway-journey-at-load", timeoutMs: 10_000 })
  await page.goto(`${stack.demoUrl}${noWalletPage}${query}`)
  await page.getByRole("button", { name: "Connect", exact: true }).waitFor()
  return page
}

/** The balance line the Account view should show, read from the node. */
const expectedBalance = async (network: Network, address: Address): Promise<string> => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === Number(network.id))
  if (chain === undefined) throw new Error(`No local node for ${network.name}`)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  return accountBalanceText(formatEther(await client.getBalance({ address })), undefined, network)
}

/**
 * Connect, and the list read: the dialog and its WalletConnect button once the page's requests
 * have settled (meanwhile the page loads what the pairing needs, at idle).
 */
const readConnectList = async (page: Page): Promise<{ readonly dialog: Locator; readonly walletConnect: Locator }> => {
  const { quiet } = followRequests(page)
  await page.getByRole("button", { name: "Connect", exact: true }).click()
  const dialog = page.getByRole("dialog")
  const walletConnect = dialog.getByRole("button", { name: "WalletConnect", exact: true })
  await walletConnect.waitFor()
  await quiet(300)
  return { dialog, walletConnect }
}

/**
 * Connect, then WalletConnect once the list has been read: the ms from the first frame of the
 * pairing view to the first frame showing its QR code, both timed in the page.
 */
const openPairing = async (page: Page): Promise<{ readonly dialog: Locator; readonly qrAfterViewMs: number }> => {
  const { dialog, walletConnect } = await readConnectList(page)
  await page.evaluate((name) => {
    // Both from the click: the pairing view's first frame (its code still being made), and the code's.
    window.doorwayBench?.afterPointerDown("view", { selector: "[role=dialog] [data-testid=walletconnect]" })
    window.doorwayBench?.afterPointerDown("qr", { selector: `[role=dialog] [role=img][aria-label="${name}"]` })
  }, QR_NAME)
  await walletConnect.click()
  const [viewMs, qrMs] = await page.evaluate(() => Promise.all([window.doorwayBench!.result("view"), window.doorwayBench!.result("qr")]))
  return { dialog, qrAfterViewMs: qrMs - viewMs }
}

/** What a phone's camera reads off the QR code Chromium painted. */
const scanQr = async (dialog: Locator): Promise<string> => {
  const uri = readQrScreenshot(await dialog.getByRole("img", { name: QR_NAME }).screenshot())
  if (uri === undefined) throw new Error("The painted QR code does not read")
  return uri
}

/** The network rows of the SwitchNetwork view, by the network's name (the row's name adds its note). */
const networkRow = (dialog: Locator, name: string): Locator =>
  dialog.getByRole("list", { name: "Networks" }).getByRole("button", { name: new RegExp(`^${name}`) })

describe("WalletConnect from the demo, a Node wallet scanning the QR code", () => {
  it("pairs, shows the account, signs, switches within the session, is refused outside it, survives a reload and ends from the wallet", async () => {
    const wallet = await phoneWallet()
    const page = await openDemo()

    const { dialog, qrAfterViewMs } = await openPairing(page)
    expect(qrAfterViewMs).toBeLessThanOrEqual(1000)
    await expect.poll(() => dialog.getByRole("button", { name: "Copy link" }).isEnabled()).toBe(true)
    const uri = await scanQr(dialog)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)

    // Approved: the Account view with the address and the node's balance on Ethereum.
    await dialog.getByText(truncateAddress(account.address), { exact: true }).waitFor()
    expect(wallet.approved()).toHaveLength(1)
    const onEthereum = await expectedBalance(mainnet, account.address)
    await dialog.getByTestId("account-balance").and(dialog.getByText(onEthereum, { exact: true })).waitFor()
    await page.getByText(account.address, { exact: true }).waitFor()

    // The host signs through the provider the modal hands over; the wallet signs, viem checks it.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Sign the message" }).click()
    const signature = page.getByRole("status", { name: "Signature", exact: true })
    await expect.poll(() => signature.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.requests()).toEqual(["personal_sign"])
    expect(await verifyMessage({ address: account.address, message: DEMO_MESSAGE, signature: (await signature.textContent()) as Hex })).toBe(true)

    // Ethereum → Polygon from the network list, as a person does: the session approved Polygon.
    await page.getByRole("button", { name: `Account ${truncateAddress(account.address)}` }).click()
    await dialog.getByRole("button", { name: "Network: Ethereum", exact: true }).click()
    await networkRow(dialog, "Polygon").click()
    await dialog.getByRole("button", { name: "Network: Polygon", exact: true }).waitFor()
    await dialog.getByTestId("account-balance").and(dialog.getByText(await expectedBalance(polygon, account.address), { exact: true })).waitFor()
    // What the host's hooks report follows.
    await page.getByRole("definition").filter({ hasText: /^Polygon$/ }).waitFor()

    // Sepolia is not in the session and the session cannot ask for it: the catalogue's words.
    await dialog.getByRole("button", { name: "Network: Polygon", exact: true }).click()
    await networkRow(dialog, "Sepolia").click()
    await dialog
      .getByText(
        "Failed to switch to chain eip155:11155111. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.",
        { exact: true }
      )
      .waitFor()
    expect(wallet.requests()).toEqual(["personal_sign"])

    // A reload restores the session: the host shows the address again, no prompt, no new proposal.
    await page.reload()
    await page.getByText(account.address, { exact: true }).waitFor({ timeout: 10_000 })
    expect(await page.getByRole("dialog").count()).toBe(0)
    expect(wallet.approved()).toHaveLength(1)

    // The wallet ends the session: the host is disconnected and offers Connect again.
    await wallet.disconnect()
    await page.getByRole("button", { name: "Connect", exact: true }).waitFor({ timeout: 10_000 })
    await page.getByText("disconnected", { exact: true }).waitFor()
    expect(await page.getByText(account.address, { exact: true }).count()).toBe(0)
  })

  it("shows the Invalid Project ID alert when the relay does not know the project", async () => {
    const page = await openDemo(`?projectId=${UNKNOWN_PROJECT_ID}`)
    const { dialog, walletConnect } = await readConnectList(page)
    // The catalogue refuses the project first: its answer to the app configuration names the key
    // invalid, shown as the same alert (SPEC §8). Dismissed, it comes back from the relay's
    // answer to the pairing.
    const alert = dialog.getByRole("alert").filter({ hasText: /^Invalid Project ID/ })
    await alert.waitFor({ timeout: 10_000 })
    await alert.getByRole("button", { name: "Dismiss alert" }).click()
    await alert.waitFor({ state: "detached" })
    await walletConnect.click()
    await alert.waitFor({ timeout: 10_000 })
    expect(await dialog.getByRole("img", { name: QR_NAME }).count()).toBe(0)
  })

  it("connects Ethereum and Solana from one session: the Solana account shows on Solana, signs over the session, and both come back on reload", async () => {
    // A second phone wallet with a Solana key too: it approves the solana namespace the demo proposes.
    const solanaSecretKey = new Uint8Array(32).fill(43)
    const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecretKey))
    const wallet = await makeSignClientWallet({
      relayUrl: stack.devnet.relay.url,
      projectId: stack.devnet.projectId,
      account,
      chains: APPROVED,
      methods: METHODS,
      name: "two-families",
      solanaSecretKey
    })
    wallets.push(wallet)
    const page = await openDemo()
    const { dialog } = await openPairing(page)
    await wallet.pair(await scanQr(dialog))

    // The session connects both namespaces; the modal stays on Ethereum, where it was.
    await dialog.getByText(truncateAddress(account.address), { exact: true }).waitFor()
    await expect.poll(() => page.evaluate(() => localStorage.getItem("@appkit/solana:connected_connector_id"))).toBe("walletConnect")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })

    // Solana picked from the network list: already connected, so its account shows at once, no prompt.
    await page.click("[data-testid=network]")
    await dialog.getByRole("list", { name: "Networks" }).getByRole("button", { name: /^Solana/ }).click()
    await expect.poll(() => hostAccount(page)).toBe(solanaAddress)
    expect(wallet.approved()).toHaveLength(1)
    if ((await dialog.count()) > 0) {
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
    }

    // The host signs with useAppKitProvider("solana"): the request goes over the session, the signature verifies.
    await page.getByRole("button", { name: "Sign with the Solana account" }).click()
    const output = page.locator("[data-testid=solana-signature]")
    await expect.poll(() => output.getAttribute("data-status"), { timeout: 10_000 }).toBe("signed")
    expect(wallet.requests()).toEqual(["solana_signMessage"])
    const signature = base58.decode((await output.textContent()) ?? "")
    expect(ed25519.verify(signature, new TextEncoder().encode(DEMO_MESSAGE), base58.decode(solanaAddress))).toBe(true)

    // A reload restores both namespaces from the one stored session, Solana still active.
    await page.reload()
    await expect.poll(() => hostAccount(page), { timeout: 10_000 }).toBe(solanaAddress)
    expect(await page.evaluate(() => localStorage.getItem("@appkit/eip155:connected_connector_id"))).toBe("walletConnect")
    expect(wallet.approved()).toHaveLength(1)
  })
})
