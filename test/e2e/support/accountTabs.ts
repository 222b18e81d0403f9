/**
 * Reads and chain steps the Account view's tab journeys share: the Tokens tab's rows as a person
 * reads them, and what a test does on a local chain so that a tab has something to show (a
 * collectible minted to the account, a native transfer to it).
 */
import type { Locator, Page } from "playwright-core"
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hash } from "viem"
import { collectiblesAbi } from "../../../devnet/chains/abis.js"
import { expect } from "vitest"
import type { E2eStack } from "./E2eStack.js"

type EvmChain = E2eStack["devnet"]["evm"][number]

/** The local node of `chainId`. */
export const chainOf = (stack: E2eStack, chainId: number): EvmChain => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === chainId)
  if (chain === undefined) throw new Error(`No local node for chain ${chainId}`)
  return chain
}

/** The Tokens tab's rows: name, amount with symbol, USD value. */
export const tokenRows = (tokens: Locator): Promise<ReadonlyArray<ReadonlyArray<string>>> =>
  tokens.locator("[data-testid=token-row]").evaluateAll((rows) =>
    rows.map((row) => [
      row.querySelector(".doorway-list-name")?.textContent ?? "",
      row.querySelector("[data-testid=token-amount]")?.textContent ?? "",
      row.querySelector("[data-testid=token-value]")?.textContent ?? ""
    ])
  )

/** Clients that act as the chain's deployer (anvil's first account, unlocked: the node signs). */
const asDeployer = (chain: EvmChain) => {
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const viemChain = {
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } }
  }
  const deployer = chain.fixtures.deployer as Address
  return {
    deployer,
    wallet: createWalletClient({ account: deployer, chain: viemChain, transport }),
    client: createPublicClient({ chain: viemChain, transport })
  }
}

/** The deployer (the collection's owner) mints the next Devnet Collectible to `to`; answers its token id once mined. */
export const mintCollectible = async (chain: EvmChain, to: Address): Promise<bigint> => {
  const { deployer, wallet, client } = asDeployer(chain)
  const address = chain.fixtures.nft.address as Address
  const { result: tokenId } = await client.simulateContract({ account: deployer, address, abi: collectiblesAbi, functionName: "mint", args: [to] })
  const hash = await wallet.writeContract({ address, abi: collectiblesAbi, functionName: "mint", args: [to] })
  await client.waitForTransactionReceipt({ hash })
  return tokenId
}

/** The deployer sends `ether` of the native coin to `to`; answers the hash and the time of the block it was mined in. */
export const sendNativeTo = async (chain: EvmChain, to: Address, ether: string): Promise<{ readonly hash: Hash; readonly minedAt: Date }> => {
  const { wallet, client } = asDeployer(chain)
  const hash = await wallet.sendTransaction({ to, value: parseEther(ether) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const block = await client.getBlock({ blockNumber: receipt.blockNumber })
  return { hash, minedAt: new Date(Number(block.timestamp) * 1000) }
}

/** The `data-month` of an Activity month section: the UTC year, then the 0-based month. */
export const activityMonthOf = (minedAt: Date): string => `${minedAt.getUTCFullYear()}-${minedAt.getUTCMonth()}`

/**
 * Tries to ask for the token balances again within the 30 s retry window, as a visitor would: Try
 * again is disabled there, with the seconds left beside it; another tab and back to Tokens. The
 * tab then still says they are unavailable, half a second on.
 */
export const askTokensAgainWithinWindow = async (page: Page, account: Locator, otherTab: "nfts" | "activity"): Promise<void> => {
  await expectTokensRetryHeld(account)
  await account.locator(`[data-testid=account-tab-${otherTab}]`).click()
  await account.locator("[data-testid=account-tab-tokens]").click()
  await account.locator("[data-testid=tokens-unavailable]").waitFor()
  await page.waitForTimeout(500)
}

/** Within the 30 s after a failed balance read (SPEC §5): Try again disabled, "Available again in N s" beside it. */
export const expectTokensRetryHeld = async (account: Locator): Promise<void> => {
  const unavailable = account.locator("[data-testid=tokens-unavailable]")
  expect(await unavailable.getByRole("button", { name: "Try again" }).isDisabled()).toBe(true)
  expect(await unavailable.getByRole("status").innerText()).toMatch(/^Available again in \d+ s$/)
}
