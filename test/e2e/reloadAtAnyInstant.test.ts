/**
 * Nothing is lost at any instant (SPEC §4, WIRE §5): in Chromium against the local stack, a page
 * reloaded at a chosen instant of what it shows lands as it was, without asking anything again.
 *
 * For three wallets (an extension announced per EIP-6963, a phone's WalletConnect wallet in Node,
 * the email wallet): connect, and reload 0, 16, 50, 100 and 250 ms after the first frame that shows
 * the account's address (timed inside the page, support/reloadWhenShown.ts); the page lands
 * connected to the same account and the wallet is asked for nothing. `DOORWAY_RELOAD_ROUNDS` sets
 * the rounds per delay (1 by default). Also a reload while the sign-in view shows and right after
 * it is signed (`?siwx=local`), right after the email code is taken, and right after a send is
 * approved (Activity shows the send once, pending until mined, and nothing offers to send it again).
 * Between rounds the page's storage (the demo's and the secure site's) and cookies are cleared: a
 * new visitor with the same wallet.
 */
import type { Page } from "playwright-core"
import { createPublicClient, createTestClient, http, parseEther, type Address } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { chainOf } from "./support/accountTabs.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { mailsTo, nextMail, enterCode, submitEmail } from "./support/emailLogin.js"
import { pairByQrCode } from "./support/pairByQrCode.js"
import { reloadWhenShown, type ReloadRecord } from "./support/reloadWhenShown.js"
import { openSend, prepareSend } from "./support/sendSteps.js"
import { makeSignClientWallet, type SignClientWallet } from "./support/signClientWallet.js"
import { e2eStack } from "./support/stack.js"
import { installTestWallet, type TestWallet } from "./support/testWallet.js"

const stack = e2eStack()
const browser = useBrowser()

const DELAYS_MS = [0, 16, 50, 100, 250] as const
const ROUNDS = Number(process.env["DOORWAY_RELOAD_ROUNDS"] ?? "1")
/** How long a reloaded page may take to show the account again (a WalletConnect session loads its SDK first). */
const LANDING_MS = 10_000
/** Any address as the page shows it: whole, or as the modal shortens it. */
const ANY_ADDRESS = "0x[0-9a-fA-F]{40}|0x[0-9a-fA-F]{2}\u2026[0-9a-fA-F]{6}"
const FULL_ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** The prompts of an extension: what its user must approve. */
const PROMPTED = new Set(["eth_requestAccounts", "wallet_requestPermissions", "personal_sign", "eth_sendTransaction"])
/** anvil's second unlocked account, the receiver of the send. */
const RECEIVER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const addressPattern = (address: string): string => `${escaped(address)}|${escaped(truncateAddress(address))}`

const connectButton = (page: Page) => page.getByRole("button", { name: "Connect", exact: true })

/** A new visitor with the same wallet: the demo's and the secure site's storage and cookies cleared, the demo loaded. */
const freshDemo = async (page: Page, query = ""): Promise<void> => {
  await page.goto("about:blank")
  const cdp = await page.context().newCDPSession(page)
  for (const origin of [new URL(stack.demoUrl).origin, new URL(stack.devnet.secureSite.url).origin]) {
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" })
  }
  await cdp.detach()
  await page.context().clearCookies()
  await page.goto(`${stack.demoUrl}${query}`)
  await connectButton(page).waitFor()
}

/** The whole address the host's report shows once connected, or undefined if none shows in time. */
const shownAddress = async (page: Page): Promise<string | undefined> => {
  const address = page.getByText(FULL_ADDRESS).first()
  try {
    await address.waitFor({ timeout: LANDING_MS })
  } catch {
    return undefined
  }
  return (await address.textContent()) ?? undefined
}

/** One wallet of the sweep: how it connects, and how many prompts its user has seen so far. */
interface SweptWallet {
  readonly label: string
  /** The account, when known before it shows (the email wallet's is learnt from the first login). */
  address: string | undefined
  readonly connect: (page: Page) => Promise<void>
  readonly prompts: () => Promise<number>
}

interface Landing {
  readonly delayMs: number
  readonly record: ReloadRecord
  readonly landedOn: string | undefined
  readonly promptsAfterReload: number
  readonly dialogOpen: boolean
}

const landedConnected = (landing: Landing, address: string | undefined): boolean =>
  landing.landedOn !== undefined && landing.landedOn === address && landing.promptsAfterReload === 0 && !landing.dialogOpen

/** Connects, reloads `delayMs` after the address first shows, and reads where the page landed. */
const connectThenReload = async (page: Page, wallet: SweptWallet, delayMs: number): Promise<Landing> => {
  await freshDemo(page)
  const pattern = wallet.address === undefined ? ANY_ADDRESS : addressPattern(wallet.address)
  const { reloaded } = await reloadWhenShown(page, { pattern, when: "appears", delayMs })
  await wallet.connect(page)
  const record = await reloaded
  const promptsAtReload = await wallet.prompts()
  const landedOn = await shownAddress(page)
  wallet.address ??= landedOn
  return {
    delayMs,
    record,
    landedOn,
    promptsAfterReload: (await wallet.prompts()) - promptsAtReload,
    dialogOpen: (await page.getByRole("dialog").count()) > 0
  }
}

/** Every delay, `ROUNDS` times; prints how many landed connected per delay; fails naming each that did not. */
const sweep = async (page: Page, wallet: SweptWallet): Promise<void> => {
  const landings: Array<Landing> = []
  for (const delayMs of DELAYS_MS) {
    for (let round = 0; round < ROUNDS; round += 1) landings.push(await connectThenReload(page, wallet, delayMs))
  }
  const figures = DELAYS_MS.map((delayMs) => {
    const atDelay = landings.filter((landing) => landing.delayMs === delayMs)
    const took = atDelay.map((landing) => landing.record.afterMs)
    const landed = atDelay.filter((landing) => landedConnected(landing, wallet.address)).length
    return `${delayMs} ms: ${landed}/${atDelay.length} landed connected (timer fired ${Math.min(...took).toFixed(0)}–${Math.max(...took).toFixed(0)} ms after the frame)`
  })
  console.log(`reload at any instant, ${wallet.label}: ${figures.join("; ")}`)
  expect(landings.filter((landing) => !landedConnected(landing, wallet.address))).toEqual([])
}

const extensionWallet = (page: Page, wallet: TestWallet): SweptWallet => ({
  label: "extension",
  address: wallet.address,
  connect: async () => {
    await connectButton(page).click()
    await page.getByRole("dialog").getByRole("button", { name: new RegExp(`^${wallet.name}`) }).click()
  },
  prompts: async () => wallet.requests().filter((method) => PROMPTED.has(method)).length
})

const installExtension = (privateKey = generatePrivateKey()): Promise<TestWallet> =>
  installTestWallet(browser.context(), { name: "Reload Test Wallet", rdns: "org.doorway.test.reload", chains: stack.devnet.evm, privateKey })

const phoneWallets: Array<SignClientWallet> = []
afterAll(async () => {
  await Promise.all(phoneWallets.splice(0).map((wallet) => wallet.close()))
})

describe("a reload at any instant after the account shows lands connected, nothing asked again", () => {
  it("an extension (EIP-6963)", async () => {
    const wallet = await installExtension()
    const page = await browser.newPage()
    await sweep(page, extensionWallet(page, wallet))
  })

  it("WalletConnect, a phone's wallet that scanned the QR code", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const wallet = await makeSignClientWallet({
      relayUrl: stack.devnet.relay.url,
      projectId: stack.devnet.projectId,
      account,
      chains: ["eip155:1"],
      methods: ["personal_sign"],
      name: "reload-sweep"
    })
    phoneWallets.push(wallet)
    const page = await browser.newPage()
    await sweep(page, {
      label: "WalletConnect",
      address: account.address,
      connect: async () => void (await pairByQrCode(page, wallet)),
      prompts: async () => wallet.approved().length
    })
  })

  it("the email wallet", async () => {
    const email = `reload-${Date.now()}@example.com`
    const seen = new Set<string>()
    const page = await browser.newPage()
    await sweep(page, {
      label: "email",
      address: undefined,
      connect: async () => {
        const dialog = await submitEmail(page, email)
        // Each round is a new device (its storage cleared): approve it, then the mailed code.
        const approval = await nextMail(stack, email, "device-approval", seen)
        seen.add(approval.id)
        expect((await fetch(approval.link ?? "")).status).toBe(200)
        const otp = await nextMail(stack, email, "otp", seen)
        seen.add(otp.id)
        await enterCode(dialog, otp.code ?? "")
      },
      prompts: async () => (await mailsTo(stack, email)).length
    })
  })
})

describe("a reload at the other instants of a promise", () => {
  it("sign-in: while the sign-in view shows, it is asked again on the same account; right after it is signed, the session is kept", async () => {
    const wallet = await installExtension()
    const page = await browser.newPage()
    await freshDemo(page, "?siwx=local")
    const signInView = "needs to connect to your wallet"
    const asked = (method: string) => wallet.requests().filter((name) => name === method).length

    // Reloaded as the sign-in view first shows: the connection is kept, the view asks again.
    const whileAsked = await reloadWhenShown(page, { pattern: escaped(signInView), when: "appears", delayMs: 0 })
    await connectButton(page).click()
    await page.getByRole("dialog").getByRole("button", { name: new RegExp(`^${wallet.name}`) }).click()
    await whileAsked.reloaded
    expect(await shownAddress(page)).toBe(wallet.address)
    const dialog = page.getByRole("dialog")
    await dialog.getByText(signInView).waitFor({ timeout: LANDING_MS })
    expect(asked("eth_requestAccounts")).toBe(1)

    // Reloaded at the first frame the view is gone after Sign: the session was stored before it closed.
    const onceSigned = await reloadWhenShown(page, { pattern: escaped(signInView), when: "disappears", delayMs: 0 })
    await dialog.getByRole("button", { name: "Sign", exact: true }).click()
    await onceSigned.reloaded
    expect(await shownAddress(page)).toBe(wallet.address)
    await page.getByText("yes, on eip155:1", { exact: true }).waitFor({ timeout: LANDING_MS })
    expect(await dialog.count()).toBe(0)
    expect([asked("eth_requestAccounts"), asked("personal_sign")]).toEqual([1, 1])
  })

  it("email: at the first frame after the code is taken, the login is kept and nothing is mailed again", async () => {
    const email = `reload-code-${Date.now()}@example.com`
    const page = await browser.newPage()
    await freshDemo(page)
    const dialog = await submitEmail(page, email)
    const approval = await nextMail(stack, email, "device-approval")
    expect((await fetch(approval.link ?? "")).status).toBe(200)
    const otp = await nextMail(stack, email, "otp")
    // The reload comes at the first frame the code view stops saying "Authenticating...": the frame
    // took the code and the wallet gave the account (a reload before the frame answers is a code
    // not yet taken, which the secure site asks for again).
    const { reloaded } = await reloadWhenShown(page, { pattern: "Authenticating\\.\\.\\.", when: "disappears", delayMs: 0 })
    await enterCode(dialog, otp.code ?? "")
    await reloaded
    const address = await shownAddress(page)
    expect(address).toMatch(FULL_ADDRESS)
    expect(await page.getByRole("dialog").count()).toBe(0)
    // Nothing mailed again: the device approval and the one code.
    expect((await mailsTo(stack, email)).map((mail) => mail.kind).sort()).toEqual(["device-approval", "otp"])
  })

  it("a send: right after the wallet approves it, Activity shows it pending, then mined, once; nothing offers it again", async () => {
    const ethereum = chainOf(stack, 1)
    const node = createTestClient({ mode: "anvil", transport: http(ethereum.rpcUrl, { retryCount: 0 }) })
    const reader = createPublicClient({ transport: http(ethereum.rpcUrl, { retryCount: 0 }) })
    await withSnapshot(ethereum, async () => {
      const wallet = await installExtension()
      await node.setBalance({ address: wallet.address, value: parseEther("10") })
      const page = await browser.newPage()
      await freshDemo(page)
      await connectButton(page).click()
      const dialog = page.getByRole("dialog")
      await dialog.getByRole("button", { name: new RegExp(`^${wallet.name}`) }).click()
      const account = dialog.locator("[data-testid=account]")
      await account.waitFor()
      const send = await openSend(page, account)
      await prepareSend(send, "ETH", "0.5", RECEIVER)

      // Not mined until the test says so: the send stays pending across the reload.
      await node.setAutomine(false)
      try {
        wallet.setPolicy("wait")
        await send.getByRole("button", { name: "Send" }).click()
        await send.getByRole("button", { name: "Sending…" }).waitFor()
        wallet.setPolicy("approve")
        await expect.poll(async () => (await reader.getBlock({ blockTag: "pending" })).transactions.length, { timeout: 5_000 }).toBe(1)
        // The wallet has answered with the hash: the page reloads at its next frame.
        const { reloaded } = await reloadWhenShown(page, { pattern: "Sending…", when: "appears", delayMs: 0 })
        await reloaded
        expect(await shownAddress(page)).toBe(wallet.address)
        expect(await dialog.count()).toBe(0)
        // The stored account shows at once; the wallet confirms it before the Account view opens on it.
        await page.locator("[data-testid=connect][data-state=connected]").waitFor()

        await page.getByRole("button", { name: `Account ${truncateAddress(wallet.address)}` }).click()
        await dialog.getByRole("tab", { name: "Activity" }).click()
        const rows = dialog.getByRole("region", { name: "Transactions on Ethereum" }).getByRole("listitem")
        const ours = rows.filter({ hasText: "0.5" })
        await ours.filter({ hasText: "Pending" }).waitFor({ timeout: LANDING_MS })
        expect(await ours.count()).toBe(1)

        await node.mine({ blocks: 1 })
        await expect.poll(() => ours.filter({ hasText: "Pending" }).count(), { timeout: LANDING_MS }).toBe(0)
        await ours.first().waitFor()
        expect(await ours.count()).toBe(1)
      } finally {
        await node.setAutomine(true)
      }
      expect(wallet.requests().filter((method) => method === "eth_sendTransaction")).toHaveLength(1)
      expect(await reader.getTransactionCount({ address: wallet.address })).toBe(1)
      // Nothing offers the same send again: Send opens with no amount and no receiver.
      await dialog.getByRole("button", { name: "Send", exact: true }).click()
      expect(await dialog.getByRole("textbox", { name: /^Amount/ }).inputValue()).toBe("")
      expect(await dialog.getByRole("textbox", { name: "To (address or name)" }).inputValue()).toBe("")
    })
  }, 120_000)
})
