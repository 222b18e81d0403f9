/**
 * New users get coins on every local chain, so they can send at once: 100 of the native coin
 * (anvil_setBalance) and, where the chain names a minter, 1000 of each of its tokens.
 */
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseEther, type Hex } from "viem"
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
