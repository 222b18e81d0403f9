/**
 * The Account view's Tokens tab and Send (SPEC §4, §5) in Chromium against the local stack, with the
 * two wallets other than the dev wallet:
 *
 * - the email wallet: Tokens shows native, USDC and USDT with their USD values and no 0-decimal
 *   token, as the chain holds them, taken from the wallet's own `wallet_getAssets` (WIRE §1.5: the
 *   frame asks the secure site for it, and the page never asks the balance endpoint for the
 *   address); USDT (the no-return ABI), USDC and native sends approved in the secure frame move the
 *   balances on chain and return to Account with the new balances; a send rejected in the frame shows the rejection in
 *   Send and moves nothing;
 * - a WalletConnect wallet (the real sign client in Node): Tokens shows native, USDC and USDT; USDC,
 *   USDT and native sends the wallet signs and broadcasts move the balances on chain and return to
 *   Account; a send the wallet refuses shows the rejection.
 */
import type { Locator, Page, Request } from "playwright-core"
import { createPublicClient, http, parseUnits, type Address } from "viem"
import { describe, expect, it } from "vitest"
import { formatUnits } from "../../core/account/formatUnits.js"
import { formatBalance } from "../../core/format/formatBalance.js"
import { stableTokenAbi } from "../../devnet/chains/abis.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { dialogOf, openDemo } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { approvalOf } from "./support/frameApproval.js"
import { openSend, prepareSend } from "./support/sendSteps.js"
import { useRelayWallet } from "./support/relayWallet.js"
import type { SignClientAnswer } from "./support/signClientWallet.js"
import { pairByQrCode } from "./support/pairByQrCode.js"
import { broadcastTransactions } from "./support/broadcastingPhone.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

/** anvil's second unlocked account (index 1 of its default mnemonic). */
const RECEIVER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const BALANCE = /\/v1\/account\/[^/]+\/balance\b/
const NATIVE_PLACEHOLDER = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"

const ethereum = () => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === 1)
  if (chain === undefined) throw new Error("No local node for chain 1")
  return chain
}
const client = () => createPublicClient({ transport: http(ethereum().rpcUrl, { retryCount: 0 }) })
const usdc = () => ethereum().fixtures.tokens.usdc.address as Address
const usdt = () => ethereum().fixtures.tokens.usdt.address as Address

const nativeOf = (address: Address) => client().getBalance({ address })
const tokenOf = (token: Address, address: Address) =>
  client().readContract({ address: token, abi: stableTokenAbi, functionName: "balanceOf", args: [address] }) as Promise<bigint>

/** The data service's USD prices of ETH, USDC and USDT on Ethereum, by symbol. */
const prices = async (): Promise<ReadonlyMap<string, number>> => {
  const response = await fetch(new URL("/v1/fungible/price", stack.devnet.data.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      currency: "usd",
      projectId: stack.devnet.projectId,
      addresses: [NATIVE_PLACEHOLDER, usdc(), usdt()].map((address) => `eip155:1:${address}`)
    })
  })
  const { fungibles } = (await response.json()) as { fungibles: ReadonlyArray<{ symbol: string; price: number }> }
  return new Map(fungibles.map((fungible) => [fungible.symbol, fungible.price]))
}

/** The rows the Tokens tab should show for `address`, read from the chain and priced by the service. */
const expectedRows = async (address: Address): Promise<ReadonlyArray<ReadonlyArray<string>>> => {
  const price = await prices()
  const amounts: ReadonlyArray<readonly [string, string]> = [
    ["ETH", formatUnits(await nativeOf(address), 18)],
    ["USDC", formatUnits(await tokenOf(usdc(), address), 6)],
    ["USDT", formatUnits(await tokenOf(usdt(), address), 6)]
  ]
  return amounts.map(([symbol, numeric]) => [`${formatBalance(numeric)} ${symbol}`, `$${formatBalance((price.get(symbol) ?? Number.NaN) * Number(numeric))}`])
}

/** What `address` holds of `symbol` on chain: native ETH, or the token's balance. */
const holdingOf = (symbol: "ETH" | "USDC" | "USDT", address: Address): Promise<bigint> =>
  symbol === "ETH" ? nativeOf(address) : tokenOf(symbol === "USDC" ? usdc() : usdt(), address)

/**
 * Sends `amount` of `symbol` from the Account view to RECEIVER, approved by `approve` (the frame's
 * button, or nothing when the wallet answers by itself): the receiver gains exactly the amount, the
 * sender loses the amount (and, for ETH, the fee too), and the flow returns to Account whose Tokens
 * show what the chain now holds.
 */
const sendAndSee = async (
  page: Page,
  account: Locator,
  sender: Address,
  [symbol, amount]: readonly ["ETH" | "USDC" | "USDT", string],
  approve: () => Promise<void>
): Promise<void> => {
  const decimals = symbol === "ETH" ? 18 : 6
  const [receiverBefore, senderBefore] = [await holdingOf(symbol, RECEIVER), await holdingOf(symbol, sender)]
  const send = await openSend(page, account)
  await prepareSend(send, symbol, amount, RECEIVER)
  await send.getByRole("button", { name: "Send" }).click()
  await approve()
  await account.waitFor({ timeout: 15_000 })
  expect(await holdingOf(symbol, RECEIVER)).toBe(receiverBefore + parseUnits(amount, decimals))
  const spent = senderBefore - (await holdingOf(symbol, sender))
  if (symbol === "ETH") expect(spent).toBeGreaterThan(parseUnits(amount, decimals))
  else expect(spent).toBe(parseUnits(amount, decimals))
  await expect.poll(() => tokenRows(account), { timeout: 10_000 }).toEqual(await expectedRows(sender))
}

/** The Tokens tab's rows: amount with symbol, USD value (the names are the wallet's or the service's). */
const tokenRows = (account: Locator): Promise<ReadonlyArray<ReadonlyArray<string>>> =>
  account
    .locator("[data-testid=tokens] [data-testid=token-row]")
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector("[data-testid=token-amount]")?.textContent ?? "", row.querySelector("[data-testid=token-value]")?.textContent ?? ""])
    )

describe("the Account view with the email wallet (Chromium, approvals in the secure frame)", () => {
  it("Tokens from wallet_getAssets: native, USDC, USDT priced, no WHOLE; USDT, USDC and native sends approved in the frame move on chain and return to Account; a rejected one moves nothing", async () => {
    await withSnapshot(ethereum(), async () => {
      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      const balanceAsked: Array<string> = []
      const walletAsked: Array<string> = []
      page.on("request", (request: Request) => {
        if (BALANCE.test(request.url())) balanceAsked.push(request.url())
        const body = request.postData() ?? ""
        if (request.url().startsWith(stack.devnet.secureSite.url) && body.includes("wallet_getAssets")) walletAsked.push(body)
      })
      const dialog = await logInFirstTime(stack, page, `account-tokens-${Date.now()}@example.com`)
      const address = (await dialog.getByTestId("account-name").getAttribute("data-address")) as Address
      const account = dialog.locator("[data-testid=account]")

      // Tokens: what the chain holds for the new user, priced; WHOLE (0 decimals) is not shown.
      await account.locator("[data-testid=tokens]").waitFor({ timeout: 10_000 })
      expect(await tokenOf(ethereum().fixtures.tokens.whole.address as Address, address)).toBeGreaterThan(0n)
      await expect.poll(() => tokenRows(account), { timeout: 10_000 }).toEqual(await expectedRows(address))
      expect(await account.locator("[data-testid=token-row][data-symbol=WHOLE]").count()).toBe(0)
      // From the wallet: the frame asked the secure site for the assets; the balance endpoint was never asked.
      expect(walletAsked.length).toBeGreaterThan(0)
      expect(balanceAsked).toEqual([])

      // Rejected in the frame: the Send view shows the rejection, nothing moves.
      const receiverUsdt = await tokenOf(usdt(), RECEIVER)
      let send = await openSend(page, account)
      await prepareSend(send, "USDT", "3", RECEIVER)
      await send.getByRole("button", { name: "Send" }).click()
      await (await approvalOf(page)).getByRole("button", { name: "Reject" }).click()
      await expect.poll(() => send.locator("[data-testid=send-error]").textContent(), { timeout: 10_000 }).toBe("User rejected the request")
      expect(await tokenOf(usdt(), RECEIVER)).toBe(receiverUsdt)

      // Approved in the frame: USDT (whose transfer returns nothing) moves, Account shows what is left.
      await dialogOf(page).getByRole("button", { name: "Back" }).click()
      await account.waitFor()
      send = await openSend(page, account)
      await prepareSend(send, "USDT", "7.25", RECEIVER)
      await send.getByRole("button", { name: "Send" }).click()
      const approval = await approvalOf(page)
      await approval.getByRole("button", { name: "Approve" }).click()
      await account.waitFor({ timeout: 15_000 })
      expect(await tokenOf(usdt(), RECEIVER)).toBe(receiverUsdt + parseUnits("7.25", 6))
      expect(await tokenOf(usdt(), address)).toBe(parseUnits("992.75", 6))
      await expect.poll(() => tokenRows(account), { timeout: 10_000 }).toEqual(await expectedRows(address))

      // USDC and native ETH, each approved in the frame, move the same way.
      const approveInFrame = async () => (await approvalOf(page)).getByRole("button", { name: "Approve" }).click()
      await sendAndSee(page, account, address, ["USDC", "4.5"], approveInFrame)
      await sendAndSee(page, account, address, ["ETH", "0.125"], approveInFrame)
      expect(balanceAsked).toEqual([])
    })
  }, 60_000)
})

describe("the Account view with a WalletConnect wallet (Chromium, a Node wallet scanning the QR code)", () => {
  let policy: "approve" | "reject" = "approve"
  /** anvil's account 9: funded on every local chain, used by no other browser test. */
  const relayWallet = useRelayWallet(stack, {
    addressIndex: 9,
    chains: ["eip155:1", "eip155:137"],
    methods: ["personal_sign", "eth_sendTransaction"],
    name: "account-other-wallets",
    answer: (method, params, chainId) => sendTransaction(method, params, chainId)
  })
  const phone = relayWallet.account

  /** The phone signs and broadcasts `eth_sendTransaction` on the session's chain, or refuses it. */
  const sendTransaction = async (method: string, params: unknown, chainId: string): Promise<SignClientAnswer | undefined> => {
    if (method === "eth_sendTransaction" && policy === "reject") return { error: { code: 4001, message: "User rejected the request." } }
    return broadcastTransactions(stack, phone)(method, params, chainId)
  }

  it("Tokens shows native, USDC and USDT; USDC, USDT and native sends the wallet approves move on chain and return to Account; a refused one shows the rejection", async () => {
    const wallet = await relayWallet.start()
    await withSnapshot(ethereum(), async () => {
      const page = await openDemo(browser, stack)
      await page.emulateMedia({ reducedMotion: "reduce" })
      const dialog = await pairByQrCode(page, wallet!)
      const account = dialog.locator("[data-testid=account]")
      await account.waitFor({ timeout: 10_000 })
      expect(await account.locator("[data-testid=account-name]").getAttribute("data-address")).toBe(phone.address)

      // Tokens: native, USDC and USDT as the chain holds them, priced.
      await account.locator("[data-testid=tokens]").waitFor({ timeout: 10_000 })
      await expect.poll(() => tokenRows(account), { timeout: 10_000 }).toEqual(await expectedRows(phone.address))

      // The wallet refuses: the rejection shows in Send, nothing moves.
      const receiverUsdc = await tokenOf(usdc(), RECEIVER)
      policy = "reject"
      let send = await openSend(page, account)
      await prepareSend(send, "USDC", "2", RECEIVER)
      await send.getByRole("button", { name: "Send" }).click()
      await expect.poll(() => send.locator("[data-testid=send-error]").textContent(), { timeout: 10_000 }).toBe("User rejected the request")
      expect(await tokenOf(usdc(), RECEIVER)).toBe(receiverUsdc)

      // The wallet signs and broadcasts: USDC moves, Account shows what is left.
      policy = "approve"
      const phoneUsdc = await tokenOf(usdc(), phone.address)
      await dialogOf(page).getByRole("button", { name: "Back" }).click()
      await account.waitFor()
      send = await openSend(page, account)
      await prepareSend(send, "USDC", "12.5", RECEIVER)
      await send.getByRole("button", { name: "Send" }).click()
      await account.waitFor({ timeout: 15_000 })
      expect(await tokenOf(usdc(), RECEIVER)).toBe(receiverUsdc + parseUnits("12.5", 6))
      expect(await tokenOf(usdc(), phone.address)).toBe(phoneUsdc - parseUnits("12.5", 6))
      await expect.poll(() => tokenRows(account), { timeout: 10_000 }).toEqual(await expectedRows(phone.address))

      // USDT (whose transfer returns nothing) and native ETH, signed and broadcast by the phone.
      const phoneAnswers = async () => undefined
      await sendAndSee(page, account, phone.address, ["USDT", "3"], phoneAnswers)
      await sendAndSee(page, account, phone.address, ["ETH", "0.125"], phoneAnswers)
      expect(wallet!.requests().filter((method) => method === "eth_sendTransaction")).toHaveLength(4)
    })
  }, 60_000)
})
