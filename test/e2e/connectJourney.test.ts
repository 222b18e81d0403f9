/**
 * The first complete journey, in Chromium against the local stack, run once with the dev wallet
 * and once with a wallet written in this test suite (support/testWallet.ts), so what works is the
 * standard and not one wallet's habits: a refused request shows 'Connection rejected'; Try again
 * connects; the Account view shows the address and its balance on the anvil node; switching
 * Ethereum → Polygon in the modal moves the wallet, and a switch made in the wallet moves the
 * modal; the host signs with the wallet the modal handed over and viem verifies it; a reload
 * reconnects silently; Disconnect ends it and a reload stays disconnected.
 */
import type { Page } from "playwright-core"
import { createPublicClient, createTestClient, formatEther, http, parseEther, verifyMessage, type Address, type Hex } from "viem"
import { describe, expect, it } from "vitest"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { mainnet, polygon } from "../../core/networks/evm.js"
import type { Network } from "../../schemas/Network.js"
import { DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME, DEV_WALLET_RDNS } from "../../devnet/wallet/devWalletInfo.js"
import { DEMO_MESSAGE } from "../../demo/demoMessage.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, hostNetwork, modalState, openDemo, walletRow } from "./support/demoPage.js"
import { walletResult } from "./support/eip6963.js"
import { e2eStack } from "./support/stack.js"
import { installTestWallet } from "./support/testWallet.js"

const stack = e2eStack()
const browser = useBrowser()

const rpcOf = (chainId: number): string => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === chainId)
  if (chain === undefined) throw new Error(`No local node for chain ${chainId}`)
  return chain.rpcUrl
}

/** The balance line the Account view should show, from the node itself. */
const expectedBalance = async (network: Network, address: Address): Promise<string> => {
  const client = createPublicClient({ transport: http(rpcOf(Number(network.id)), { retryCount: 0 }) })
  return accountBalanceText(formatEther(await client.getBalance({ address })), undefined, network)
}

/** What the journey needs of a wallet: who it is, and its user's two gestures. */
interface JourneyWallet {
  readonly name: string
  readonly rdns: string
  readonly address: Address
  readonly setPolicy: (page: Page, policy: "approve" | "reject") => Promise<void>
  /** The user picks another network inside the wallet. */
  readonly switchInWallet: (page: Page, chainId: number) => Promise<void>
  /** The methods the wallet was asked for so far. */
  readonly methods: (page: Page) => Promise<ReadonlyArray<string>>
}

const devWallet = async (): Promise<JourneyWallet> => ({
  name: DEV_WALLET_NAME,
  rdns: DEV_WALLET_RDNS,
  address: DEV_WALLET_ADDRESS,
  setPolicy: (page, policy) => page.evaluate((next) => window.doorwayDevWallet?.setPolicy(next), policy),
  switchInWallet: (page, chainId) => page.evaluate((id) => window.doorwayDevWallet?.switchChain(id), chainId),
  methods: (page) => page.evaluate(() => (window.doorwayDevWallet?.requests() ?? []).map((request) => request.method))
})

/** The wallet of support/testWallet.ts with its own fresh key, funded on both chains of the journey. */
const ownWallet = async (): Promise<JourneyWallet> => {
  const wallet = await installTestWallet(browser.context(), {
    name: "Harbor Test Wallet",
    rdns: "org.doorway.test.harbor",
    chains: stack.devnet.evm
  })
  await Promise.all(
    [mainnet.id, polygon.id].map((chainId, index) =>
      createTestClient({ mode: "anvil", transport: http(rpcOf(chainId), { retryCount: 0 }) }).setBalance({
        address: wallet.address,
        value: parseEther(index === 0 ? "42.5" : "7.125")
      })
    )
  )
  return {
    name: wallet.name,
    rdns: wallet.rdns,
    address: wallet.address,
    setPolicy: async (_page, policy) => wallet.setPolicy(policy),
    switchInWallet: (_page, chainId) => wallet.switchChain(chainId),
    methods: async () => wallet.requests()
  }
}

const walletChainId = async (page: Page, wallet: JourneyWallet): Promise<number> =>
  Number(await walletResult(page, wallet.rdns, "eth_chainId"))

const journeys: ReadonlyArray<readonly [string, () => Promise<JourneyWallet>]> = [
  ["the dev wallet", devWallet],
  ["a wallet written in the test", ownWallet]
]

describe.each(journeys)("connecting %s", (_label, makeWallet) => {
  it("connects after a refusal, shows the account, switches networks both ways, signs, survives a reload and disconnects", async () => {
    const wallet = await makeWallet()
    const page = await openDemo(browser, stack)
    const dialog = dialogOf(page)

    // Refused: the view says so and offers to ask again; nothing is connected.
    await wallet.setPolicy(page, "reject")
    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).click()
    const connecting = dialog.locator("[data-testid=connecting-external]")
    await expect.poll(() => connecting.getAttribute("data-status")).toBe("Failed")
    expect(await connecting.getByRole("alert").textContent()).toBe("Connection rejected")
    expect(await hostAccount(page)).toBe("disconnected")

    // Approved: the Account view with the address and the node's balance.
    await wallet.setPolicy(page, "approve")
    await connecting.getByRole("button", { name: "Try again" }).click()
    const account = dialog.locator("[data-testid=account]")
    await account.waitFor()
    expect(await hostAccount(page)).toBe(wallet.address)
    expect(await account.locator("[data-testid=account-name]").textContent()).toBe(truncateAddress(wallet.address))
    const onEthereum = await expectedBalance(mainnet, wallet.address)
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(onEthereum)
    expect(await account.locator("[data-testid=network-button]").textContent()).toBe("Ethereum")
    expect(await walletChainId(page, wallet)).toBe(1)
    // One prompt per attempt: the refused one and the approved one.
    expect((await wallet.methods(page)).filter((method) => method === "eth_requestAccounts")).toHaveLength(2)
    // The wallet reads the same chain the modal does.
    const weiInWallet = BigInt((await walletResult(page, wallet.rdns, "eth_getBalance", [wallet.address, "latest"])) as string)
    expect(accountBalanceText(formatEther(weiInWallet), undefined, mainnet)).toBe(onEthereum)

    // Ethereum → Polygon from the modal: the wallet moves, the modal and the host agree.
    await account.locator("[data-testid=network-button]").click()
    await dialog.locator("[data-testid=network-row]", { hasText: "Polygon" }).click()
    await account.waitFor()
    await expect.poll(() => account.locator("[data-testid=network-button]").textContent()).toBe("Polygon")
    expect(await walletChainId(page, wallet)).toBe(137)
    expect(await hostNetwork(page)).toBe("Polygon")
    const onPolygon = await expectedBalance(polygon, wallet.address)
    expect(onPolygon).not.toBe(onEthereum)
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(onPolygon)

    // …and back from inside the wallet: the modal follows.
    await wallet.switchInWallet(page, 1)
    await expect.poll(() => hostNetwork(page)).toBe("Ethereum")
    await expect.poll(() => account.locator("[data-testid=network-button]").textContent()).toBe("Ethereum")
    await expect.poll(() => account.locator("[data-testid=account-balance]").textContent()).toBe(onEthereum)
    await wallet.switchInWallet(page, 137)
    await expect.poll(() => hostNetwork(page)).toBe("Polygon")

    // The host signs through the provider the modal hands over; viem checks the signature.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await page.click("[data-testid=sign]")
    const output = page.locator("[data-testid=signature]")
    await expect.poll(() => output.getAttribute("data-status")).toBe("signed")
    const signature = (await output.textContent()) as Hex
    expect(await verifyMessage({ address: wallet.address, message: DEMO_MESSAGE, signature })).toBe(true)
    await wallet.setPolicy(page, "reject")
    await page.click("[data-testid=sign]")
    await expect.poll(() => output.getAttribute("data-status")).toBe("failed")
    expect(await output.textContent()).toMatch(/rejected/i)
    await wallet.setPolicy(page, "approve")

    // A reload reconnects without the modal, on the network the wallet is on.
    await page.reload()
    await page.locator("[data-testid=connect]").waitFor()
    await expect.poll(() => hostAccount(page)).toBe(wallet.address)
    expect(await hostNetwork(page)).toBe("Polygon")
    expect(await modalState(page)).toBe("closed")
    expect(await dialog.count()).toBe(0)

    // Disconnect: the modal closes, the host sees no account, and a reload does not bring it back.
    await page.click("[data-testid=connect]")
    await dialog.locator("[data-testid=account]").waitFor()
    await dialog.locator("[data-testid=disconnect]").click()
    await dialog.waitFor({ state: "detached" })
    expect(await hostAccount(page)).toBe("disconnected")
    expect(await modalState(page)).toBe("closed")
    await page.reload()
    await page.locator("[data-testid=connect]").waitFor()
    // The page's start-up (reconnect included) is over once the modal can open on Connect.
    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).waitFor()
    expect(await hostAccount(page)).toBe("disconnected")
  })
})
