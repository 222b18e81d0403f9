/**
 * The demo in Chromium with the dev wallet installed the way an extension is: the wallet announces
 * itself per EIP-6963 and answers like a wallet (signing locally, sending raw transactions,
 * rejecting with 4001 when its user says no); the demo's Connect button opens the modal; and the
 * demo talks to the local stand-ins with its project id.
 */
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Address, type Hex } from "viem"
import type { Page } from "playwright-core"
import { secp256k1 } from "@noble/curves/secp256k1"
import { p2wpkh } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from "../../devnet/wallet/devWalletInfo.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { openDemo as openDemoPage } from "./support/demoPage.js"
import { requestWallet, walletResult } from "./support/eip6963.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const openDemo = (): Promise<Page> => openDemoPage(browser, stack)

/** Regtest's address prefixes (bitcoind's `-regtest`). */
const REGTEST = { bech32: "bcrt", pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

interface Announced {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
  readonly iconSize: { readonly width: number; readonly height: number }
}

/**
 * EIP-6963 discovery as a dapp does it (and as mipd's store does): listen for announcements, then
 * ask for them. Each announced icon is also loaded as an image, to prove it renders.
 */
const discover = (page: Page): Promise<ReadonlyArray<Announced>> =>
  page.evaluate(async () => {
    const found: Array<{ uuid: string; name: string; icon: string; rdns: string }> = []
    const listener = (event: Event) => {
      const { info } = (event as CustomEvent<{ info: { uuid: string; name: string; icon: string; rdns: string } }>).detail
      found.push({ uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns })
    }
    window.addEventListener("eip6963:announceProvider", listener)
    window.dispatchEvent(new Event("eip6963:requestProvider"))
    window.removeEventListener("eip6963:announceProvider", listener)
    return Promise.all(
      found.map(
        (info) =>
          new Promise<Announced>((resolve, reject) => {
            const image = new Image()
            image.onload = () => resolve({ ...info, iconSize: { width: image.naturalWidth, height: image.naturalHeight } })
            image.onerror = () => reject(new Error(`The icon of ${info.name} does not load`))
            image.src = info.icon
          })
      )
    )
  })

/** One request to the announced dev wallet; a failure comes back as its `{ code, message }`. */
const request = (page: Page, method: string, params?: ReadonlyArray<unknown>) => requestWallet(page, DEV_WALLET_RDNS, method, params)
const resultOf = (page: Page, method: string, params?: ReadonlyArray<unknown>) => walletResult(page, DEV_WALLET_RDNS, method, params)

const setPolicy = (page: Page, policy: "approve" | "reject") =>
  page.evaluate((next) => window.doorwayDevWallet?.setPolicy(next), policy)

describe("the dev wallet in the demo", () => {
  it("is announced per EIP-6963 with its name, rdns and a square data-URI icon, again on every request", async () => {
    const page = await openDemo()
    const first = await discover(page)
    const second = await discover(page)
    expect(first).toHaveLength(1)
    const [wallet] = first
    expect(wallet?.name).toBe(DEV_WALLET_NAME)
    expect(wallet?.rdns).toBe(DEV_WALLET_RDNS)
    expect(wallet?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet?.iconSize).toEqual({ width: 96, height: 96 })
    expect(wallet?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    // The same provider (same uuid) answers each request for providers.
    expect(second.map((info) => info.uuid)).toEqual([wallet?.uuid])
  })

  it("answers eth_chainId, connects on eth_requestAccounts and signs locally with its own key", async () => {
    const page = await openDemo()
    expect(await resultOf(page, "eth_chainId")).toBe("0x1")
    expect(await resultOf(page, "eth_accounts")).toEqual([])
    const changed = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.doorwayDevWallet?.provider.on("accountsChanged", resolve)
        })
    )
    expect(await resultOf(page, "eth_requestAccounts")).toEqual([DEV_WALLET_ADDRESS])
    expect(await changed).toEqual([DEV_WALLET_ADDRESS])
    expect(await resultOf(page, "eth_accounts")).toEqual([DEV_WALLET_ADDRESS])

    const message = "Sign in to the Doorway demo"
    const signature = (await resultOf(page, "personal_sign", [message, DEV_WALLET_ADDRESS])) as Hex
    expect(await verifyMessage({ address: DEV_WALLET_ADDRESS, message, signature })).toBe(true)

    // Not an account the node could have signed for: the key lives in the page only.
    const node = createWalletClient({ transport: http(stack.devnet.evm[0]!.rpcUrl) })
    const unlocked = await node.getAddresses()
    expect(unlocked.map((address) => address.toLowerCase())).not.toContain(DEV_WALLET_ADDRESS.toLowerCase())
  })

  it("rejects with 4001 when its user says no, and approves again when told to", async () => {
    const page = await openDemo()
    await setPolicy(page, "reject")
    const refused = { ok: false, code: 4001, message: "User rejected the request." }
    expect(await request(page, "eth_requestAccounts")).toEqual(refused)
    expect(await resultOf(page, "eth_accounts")).toEqual([])

    await setPolicy(page, "approve")
    await resultOf(page, "eth_requestAccounts")
    await setPolicy(page, "reject")
    expect(await request(page, "personal_sign", ["Hello", DEV_WALLET_ADDRESS])).toEqual(refused)
    expect(await request(page, "wallet_switchEthereumChain", [{ chainId: "0x89" }])).toEqual(refused)
    expect(await request(page, "eth_sendTransaction", [{ from: DEV_WALLET_ADDRESS, to: DEV_WALLET_ADDRESS, value: "0x1" }])).toEqual(refused)
    expect(await resultOf(page, "eth_chainId")).toBe("0x1")
  })

  it("switches among the local chains, refuses an unknown one with 4902, and sends a signed transaction", async () => {
    const page = await openDemo()
    await resultOf(page, "eth_requestAccounts")
    const unknown = await request(page, "wallet_switchEthereumChain", [{ chainId: "0xa" }])
    expect(unknown).toMatchObject({ ok: false, code: 4902 })

    const chainChanged = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.doorwayDevWallet?.provider.on("chainChanged", resolve)
        })
    )
    expect(await resultOf(page, "wallet_switchEthereumChain", [{ chainId: "0x89" }])).toBeNull()
    expect(await chainChanged).toBe("0x89")
    expect(await resultOf(page, "eth_chainId")).toBe("0x89")

    const polygon = stack.devnet.evm.find((chain) => chain.chainId === 137)!
    const client = createPublicClient({ transport: http(polygon.rpcUrl) })
    const recipient: Address = "0x000000000000000000000000000000000000dEaD"
    await withSnapshot(polygon, async () => {
      const before = await client.getBalance({ address: recipient })
      const hash = (await resultOf(page, "eth_sendTransaction", [
        { from: DEV_WALLET_ADDRESS, to: recipient, value: `0x${parseEther("0.25").toString(16)}` }
      ])) as Hex
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe("success")
      expect(receipt.from.toLowerCase()).toBe(DEV_WALLET_ADDRESS.toLowerCase())
      expect(await client.getBalance({ address: recipient })).toBe(before + parseEther("0.25"))
    })
  })

  it("opens the modal from the demo's Connect button and lists the dev wallet by its announced name and icon", async () => {
    const page = await openDemo()
    const scripts: Array<string> = []
    page.on("request", (request) => scripts.push(new URL(request.url()).pathname))
    expect(await page.textContent("[data-testid=modal-state]")).toBe("closed")
    await page.click("[data-testid=connect]")
    const dialog = page.locator("[role=dialog]")
    await dialog.waitFor()
    const labelledBy = await dialog.getAttribute("aria-labelledby")
    expect(await page.locator(`#${labelledBy}`).textContent()).toBe("Connect Wallet")
    expect(await page.textContent("[data-testid=modal-state]")).toBe("open")

    const row = dialog.locator("[data-testid=connector-row]", { hasText: DEV_WALLET_NAME })
    await row.waitFor()
    expect(await row.locator(".doorway-list-name").textContent()).toBe(DEV_WALLET_NAME)
    expect(await row.locator(".doorway-tag").textContent()).toBe("Installed")
    const icon = row.locator("img")
    expect(await icon.getAttribute("src")).toBe(DEV_WALLET_ICON)
    await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96)
    // With a wallet installed, what connecting needs loads while the list is read, before any click.
    for (const chunk of ["EvmWalletRequests", "ConnectingExternalWalletView", "AccountView"]) {
      await expect.poll(() => scripts.some((path) => path.includes(`/${chunk}-`))).toBe(true)
    }
    expect(scripts.some((path) => path.includes("/EvmWalletViem-"))).toBe(false)

    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
  })

  it("talks to the local stand-ins with its project id", async () => {
    const page = await browser.newPage()
    const answered: Array<{ readonly url: URL; readonly status: number }> = []
    page.on("response", (response) => answered.push({ url: new URL(response.url()), status: response.status() }))
    const catalogue = new URL(stack.devnet.catalogue.url)
    /** The catalogue's answer at `pathname`, whenever the page asks: the instance starts after the first paint, not by a quiet network. */
    const answerAt = (pathname: string) =>
      page.waitForResponse((response) => {
        const url = new URL(response.url())
        return url.origin === catalogue.origin && url.pathname === pathname
      })
    const configAnswered = answerAt("/appkit/v1/config")
    const analyticsAnswered = answerAt("/getAnalyticsConfig")
    // With the visitor's consent to usage data, so the analytics setting is asked too.
    await page.goto(`${stack.demoUrl}?analytics=granted`)
    const [configResponse, analyticsResponse] = await Promise.all([configAnswered, analyticsAnswered])
    const config = new URL(configResponse.url())
    expect(configResponse.status()).toBe(200)
    expect(config.searchParams.get("projectId")).toBe(stack.devnet.projectId)
    expect(config.searchParams.get("st")).toBe("appkit")
    // The modal mounted with analytics on, so the project's analytics setting was asked.
    expect(analyticsResponse.status()).toBe(200)
    expect(new URL(analyticsResponse.url()).searchParams.get("projectId")).toBe(stack.devnet.projectId)
    const fromCatalogue = answered.filter(({ url }) => url.origin === catalogue.origin)
    // Social login is on for the demo project, but the modal has no login section yet: no origin check.
    expect(fromCatalogue.map(({ url }) => url.pathname)).not.toContain("/projects/v1/origins")
    // The demo page itself, the wallet script and devnet.json came from the demo's own server.
    const demoOrigin = new URL(stack.demoUrl).origin
    const own = answered.filter(({ url }) => url.origin === demoOrigin).map(({ url }) => url.pathname)
    expect(own).toEqual(expect.arrayContaining(["/", "/dev-wallet.js", "/devnet.json"]))
  })

  it("loads its Bitcoin half beside itself: registered per the Wallet Standard, listed with sats-connect, and pays a fresh address on the local chain", async () => {
    const page = await openDemo()
    const { bitcoin } = stack.devnet
    const addresses = await page.evaluate(async () => {
      const wallet = window.doorwayDevWallet
      await wallet?.bitcoinReady
      return wallet?.bitcoinAddresses?.()
    })
    expect(addresses).toEqual({ payment: bitcoin.fixtures.payment.address, ordinals: bitcoin.fixtures.ordinals.address })

    // An app asking the Wallet Standard's registry finds it, with the Bitcoin features, on the local chain.
    const registered = await page.evaluate(() => {
      const found: Array<{ readonly name: string; readonly chains: ReadonlyArray<string>; readonly features: ReadonlyArray<string> }> = []
      const register = (...wallets: ReadonlyArray<{ name: string; chains: ReadonlyArray<string>; features: object }>) => {
        found.push(...wallets.map((wallet) => ({ name: wallet.name, chains: [...wallet.chains], features: Object.keys(wallet.features) })))
        return () => undefined
      }
      window.dispatchEvent(new CustomEvent("wallet-standard:app-ready", { detail: { register } }))
      return found
    })
    const standard = registered.find((wallet) => wallet.name === DEV_WALLET_NAME && wallet.chains.includes(bitcoin.caipNetworkId))
    expect(standard?.features).toEqual(expect.arrayContaining(["bitcoin:connect", "bitcoin:signMessage", "bitcoin:signTransaction"]))

    // Through sats-connect's provider: the payment account, then sats to an address of no one's.
    const receiver = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), REGTEST).address ?? ""
    const answer = await page.evaluate(async (to) => {
      const provider = window.doorwayDevWallet?.bitcoinProvider
      const accounts = await provider?.request("getAccounts", { purposes: ["payment"] })
      const sent = await provider?.request("sendTransfer", { recipients: [{ address: to, amount: 12_345 }] })
      return { accounts, sent }
    }, receiver)
    expect(answer.accounts).toMatchObject({ result: [{ address: bitcoin.fixtures.payment.address }] })
    expect(answer.sent).toMatchObject({ result: { txid: expect.stringMatching(/^[0-9a-f]{64}$/) } })
    // The demo's chain mines each transaction it accepts.
    const stats = (await (await fetch(`${bitcoin.esploraUrl}/address/${receiver}`)).json()) as { chain_stats: { funded_txo_sum: number } }
    expect(stats.chain_stats.funded_txo_sum).toBe(12_345)
  })
})
