/** A phone wallet's answer to `eth_sendTransaction`: it signs with its key and broadcasts to the local node of the session's chain. */
import { createWalletClient, http, type Address, type Hex, type LocalAccount } from "viem"
import type { E2eStack } from "./E2eStack.js"
import type { SignClientAnswer } from "./signClientWallet.js"

/** The `answer` hook of a Node wallet (signClientWallet.ts) that sends what the dapp asks; other methods are left to the wallet. */
export const broadcastTransactions =
  (stack: E2eStack, account: LocalAccount) =>
  async (method: string, params: unknown, chainId: string): Promise<SignClientAnswer | undefined> => {
    if (method !== "eth_sendTransaction") return undefined
    const chain = stack.devnet.evm.find((candidate) => `eip155:${candidate.chainId}` === chainId)
    if (chain === undefined) return { error: { code: 4902, message: `Unrecognized chain ${chainId}` } }
    const [transaction] = params as [{ to: Address; data?: Hex; value?: Hex; gas?: Hex }]
    const viemChain = { id: chain.chainId, name: chain.name, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
    try {
      const hash = await createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) }).sendTransaction({
        to: transaction.to,
        ...(transaction.data === undefined ? {} : { data: transaction.data }),
        ...(transaction.value === undefined ? {} : { value: BigInt(transaction.value) }),
        ...(transaction.gas === undefined ? {} : { gas: BigInt(transaction.gas) })
      })
      return { result: hash }
    } catch (error) {
      // The node refused it: the dapp hears the node's words, as from a phone's wallet.
      return { error: { code: -32000, message: error instanceof Error ? error.message : String(error) } }
    }
  }
