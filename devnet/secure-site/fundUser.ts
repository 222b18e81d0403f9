/**
 * New users get coins on every local chain, so they can send at once: 100 of the native coin
 * (anvil_setBalance) and, where the chain names a minter, 1000 of each of its tokens. Users are
 * kept across restarts but local chains start empty, so a kept user is funded again on a chain
 * where its address has neither coins nor a sent transaction. On a chain with account abstraction
 * its smart account gets the same, so it pays for its own user operations (no paymaster, SPEC §6).
 */
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseEther, type Hex, type PublicClient } from "viem"
import { smartAccountAddressOf } from "../account-abstraction/doorwaySmartAccount.js"
import { viemChain } from "../chains/viemChain.js"
import type { SiteChain } from "./SiteChain.js"

export const NEW_USER_NATIVE = parseEther("100")
export const NEW_USER_TOKEN_UNITS = 1000n

const mintAbi = parseAbi(["function mint(address to, uint256 amount)"])

const fundOnChain = async (chain: SiteChain, address: Hex): Promise<void> => {
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const viem = viemChain(chain, chain.rpcUrl)
  const publicClient = createPublicClient({ chain: viem, transport })
  await publicClient.request({ method: "anvil_setBalance" as never, params: [address, `0x${NEW_USER_NATIVE.toString(16)}`] as never })
  const minter = chain.tokenMinter
  if (minter === undefined) return
  // The minter is unlocked in the node, which signs its transactions (eth_sendTransaction).
  const minterClient = createWalletClient({ account: minter, chain: viem, transport })
  for (const token of chain.tokens) {
    const decimals = await publicClient.readContract({ address: token, abi: erc20Abi, functionName: "decimals" })
    const hash = await minterClient.writeContract({ address: token, abi: mintAbi, functionName: "mint", args: [address, NEW_USER_TOKEN_UNITS * 10n ** BigInt(decimals)] })
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
}

export const fundAddress = async (chains: ReadonlyArray<SiteChain>, address: Hex): Promise<void> => {
  await Promise.all(chains.map((chain) => fundOnChain(chain, address)))
}

/** No coins and nothing sent: no nonce for a key, no code for a smart account (its first operation deploys it). */
const isUntouched = async (client: PublicClient, address: Hex): Promise<boolean> => {
  const [balance, nonce, code] = await Promise.all([client.getBalance({ address }), client.getTransactionCount({ address }), client.getCode({ address })])
  return balance === 0n && nonce === 0 && (code === undefined || code === "0x")
}

/** Funds the user's key `owner`, and its smart account where the chain has them, on each chain where it is untouched. */
export const fundWhereUntouched = async (chains: ReadonlyArray<SiteChain>, owner: Hex): Promise<void> => {
  await Promise.all(
    chains.map(async (chain) => {
      const client = createPublicClient({ chain: viemChain(chain, chain.rpcUrl), transport: http(chain.rpcUrl, { retryCount: 0 }) }) as PublicClient
      const smartAccount = chain.accountAbstraction === undefined ? undefined : await smartAccountAddressOf(client, chain.accountAbstraction, owner)
      // One address after the other: the minter's transactions on a chain go one at a time.
      for (const address of smartAccount === undefined ? [owner] : [owner, smartAccount]) {
        if (await isUntouched(client, address)) await fundOnChain(chain, address)
      }
    })
  )
}
