/**
 * The email wallet's smart account (SPEC §3, §4, §6), in Chromium against the local stack with its
 * ERC-4337 bundler: the login gives a smart account by default (not deployed yet) and signs in
 * with it (ERC-6492); the host's batch of two USDC transfers (`wallet_sendCalls`, the demo's
 * "Send a batch" card) is approved in the frame and mined in one user operation, which deploys
 * the account; its status reads as confirmed and both receivers are paid. The account view
 * switches to the EOA and back, the choice outlives a reload, and a sign-in after deployment is
 * the deployed account's (ERC-1271).
 */
import type { Locator, Page } from "playwright-core"
import { createPublicClient, erc20Abi, http, isErc6492Signature, parseAbiItem, parseEventLogs, type Address, type Hex } from "viem"
import { describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, openDemo } from "./support/demoPage.js"
import { enterCode, logInFirstTime, nextMail, submitEmail } from "./support/emailLogin.js"
import { approvalOf } from "./support/frameApproval.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const userOperationEvent = parseAbiItem(
  "event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)"
)

const ethereum = () => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === 1)
  if (chain === undefined) throw new Error("No local Ethereum")
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  return { chain, client }
}

interface KeptSession {
  readonly data: { readonly accountAddress: string }
  readonly message: string
  readonly signature: Hex
}

const keptSessions = async (page: Page): Promise<ReadonlyArray<KeptSession>> =>
  (await page.evaluate(() => JSON.parse(localStorage.getItem("@appkit/siwx") ?? "[]"))) as ReadonlyArray<KeptSession>

const shownAddress = async (dialog: Locator): Promise<Address> => (await dialog.getByTestId("account-name").getAttribute("data-address")) as Address

const closeModal = async (page: Page) => {
  await page.keyboard.press("Escape")
  await dialogOf(page).waitFor({ state: "detached" })
}

const openAccount = async (page: Page, address: Address): Promise<Locator> => {
  await page.getByRole("button", { name: `Account ${truncateAddress(address)}` }).click()
  const dialog = dialogOf(page)
  await dialog.getByTestId("account-name").waitFor()
  return dialog
}

describe("the email wallet's smart account", () => {
  it("is the default, signs in before and after its deployment, sends a batch in one user operation, and switches to the EOA and back", async () => {
    const { chain, client } = ethereum()
    const usdc = chain.fixtures.tokens.usdc.address
    const page = await openDemo(browser, stack, "?siwx=local&networks=evm")
    const email = `smart-${Date.now()}@example.com`
    const dialog = await logInFirstTime(stack, page, email)
    const smart = await shownAddress(dialog)

    // A smart account by default, not deployed yet.
    await dialog.getByText("Smart account", { exact: true }).waitFor()
    await dialog.getByRole("button", { name: "Switch to your EOA" }).waitFor()
    expect(await client.getCode({ address: smart })).toBeUndefined()

    // The login signed in with it: an ERC-6492 signature that the chain verifies for the counterfactual account.
    await expect.poll(() => page.textContent("[data-testid=demo-signed-in]")).toBe("yes, on eip155:1")
    const [before] = await keptSessions(page)
    expect(before?.data.accountAddress.toLowerCase()).toBe(smart.toLowerCase())
    expect(isErc6492Signature(before!.signature)).toBe(true)
    expect(await client.verifyMessage({ address: smart, message: before!.message, signature: before!.signature })).toBe(true)

    // The host's batch: two USDC transfers, approved once in the frame, mined in one user operation.
    await closeModal(page)
    const receivers = chain.fixtures.accounts.slice(8, 10) as ReadonlyArray<Address>
    const balanceOf = (address: Address) => client.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [address] })
    const paidBefore = await Promise.all(receivers.map(balanceOf))
    await page.getByRole("button", { name: "Send both in one batch" }).click()
    const approval = await approvalOf(page)
    expect(await approval.textContent()).toContain("2 calls")
    await approval.getByRole("button", { name: "Approve" }).click()
    const status = page.getByRole("status", { name: "Batch status" })
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Confirmed in 0x[0-9a-f]{64}$/)
    const transactionHash = ((await status.textContent()) ?? "").replace("Confirmed in ", "") as Hex
    const receipt = await client.getTransactionReceipt({ hash: transactionHash })
    const operations = parseEventLogs({ abi: [userOperationEvent], logs: receipt.logs })
    expect(operations).toHaveLength(1)
    expect(operations[0]?.args.sender.toLowerCase()).toBe(smart.toLowerCase())
    expect(operations[0]?.args.success).toBe(true)
    const paidAfter = await Promise.all(receivers.map(balanceOf))
    expect(paidAfter).toEqual(paidBefore.map((paid) => paid + 1_000_000n))
    expect(await client.getCode({ address: smart })).not.toBeUndefined()

    // The EOA and back, from the account view; the address follows the active account.
    let account = await openAccount(page, smart)
    await account.getByRole("button", { name: "Switch to your EOA" }).click()
    await account.getByRole("button", { name: "Switch to your smart account" }).waitFor({ timeout: 15_000 })
    const eoa = await shownAddress(account)
    expect(eoa.toLowerCase()).not.toBe(smart.toLowerCase())
    await account.getByText("EOA", { exact: true }).waitFor()
    await account.getByRole("button", { name: "Switch to your smart account" }).click()
    await account.getByRole("button", { name: "Switch to your EOA" }).waitFor({ timeout: 15_000 })
    expect(await shownAddress(account)).toBe(smart)

    // A reload keeps the smart account.
    await page.reload()
    account = await openAccount(page, smart)
    await account.getByText("Smart account", { exact: true }).waitFor()

    // Signed out and in again: the session is now the deployed account's plain ERC-1271 signature.
    // The tokens below the account push Disconnect down as they load: click it once they show.
    await account.getByTestId("tokens-total").waitFor()
    await account.getByRole("button", { name: "Disconnect" }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    const seen = new Set((await Promise.all([nextMail(stack, email, "otp")])).map((mail) => mail.id))
    const again = await submitEmail(page, email)
    await enterCode(again, (await nextMail(stack, email, "otp", seen)).code ?? "")
    await again.getByTestId("account-name").waitFor({ timeout: 15_000 })
    expect(await shownAddress(again)).toBe(smart)
    await expect.poll(async () => (await keptSessions(page)).length).toBe(1)
    const [after] = await keptSessions(page)
    expect(isErc6492Signature(after!.signature)).toBe(false)
    expect(await client.verifyMessage({ address: smart, message: after!.message, signature: after!.signature })).toBe(true)
  }, 150_000)
})
