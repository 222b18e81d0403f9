/**
 * One local chain with its fixtures and its ERC-4337 bundler, and smart accounts on it: what the
 * bundler tests share.
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport
} from "viem"
import { generatePrivateKey, privateKeyToAccount, type LocalAccount } from "viem/accounts"
import { createBundlerClient, entryPoint07Abi, type BundlerClient, type SmartAccount, type UserOperation } from "viem/account-abstraction"
import { toDoorwaySmartAccount } from "../../../devnet/account-abstraction/doorwaySmartAccount.js"
import { stableTokenAbi } from "../../../devnet/chains/abis.js"
import type { EvmChain } from "../../../devnet/chains/startEvmChains.js"
import { viemChain } from "../../../devnet/chains/viemChain.js"

export interface SmartAccountOnChain {
  readonly owner: LocalAccount
  readonly account: SmartAccount
  readonly bundler: BundlerClient<Transport, Chain | undefined, SmartAccount>
}

export const chainClients = (chain: EvmChain) => {
  const local = viemChain({ chainId: chain.chainId, name: chain.name, nativeCurrency: chain.fixtures.nativeCurrency }, chain.rpcUrl)
  const transport = http(chain.rpcUrl)
  return {
    publicClient: createPublicClient({ chain: local, transport }) as PublicClient,
    testClient: createTestClient({ chain: local, mode: "anvil", transport }),
    deployer: createWalletClient({ chain: local, transport, account: chain.fixtures.deployer })
  }
}

/** A new owner's smart account (not deployed yet), with a bundler client at `bundlerUrl` (the chain's by default). */
export const newSmartAccount = async (chain: EvmChain, bundlerUrl = chain.bundlerUrl): Promise<SmartAccountOnChain> => {
  const { publicClient } = chainClients(chain)
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toDoorwaySmartAccount(publicClient, chain.fixtures.accountAbstraction, owner)
  const bundler = createBundlerClient({ client: publicClient, transport: http(bundlerUrl), account, pollingInterval: 50 })
  return { owner, account, bundler }
}

/** Native coin (set, no transaction) and USDC (minted by the deployer) for `address`. */
export const fund = async (chain: EvmChain, address: Address, amounts: { readonly native: string; readonly usdc: string }) => {
  const { publicClient, testClient, deployer } = chainClients(chain)
  await testClient.setBalance({ address, value: parseEther(amounts.native) })
  const usdc = chain.fixtures.tokens.usdc.address
  const hash = await deployer.writeContract({ address: usdc, abi: stableTokenAbi, functionName: "mint", args: [address, parseUnits(amounts.usdc, 6)] })
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

export const usdcTransfer = (chain: EvmChain, to: Address, units: string) => ({
  to: chain.fixtures.tokens.usdc.address,
  data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, parseUnits(units, 6)] })
})

/** The key of a user operation's nonce (its upper 192 bits): viem picks a new one per operation. */
export const nonceKeyOf = (userOperation: UserOperation<"0.7">): bigint => userOperation.nonce >> 64n

/**
 * What a refused user operation must leave as it was: the account's nonce (under the operation's
 * nonce key), code and balances.
 */
export const accountState = async (chain: EvmChain, address: Address, nonceKey: bigint) => {
  const { publicClient } = chainClients(chain)
  const [nonce, code, native, usdc] = await Promise.all([
    publicClient.readContract({ address: chain.fixtures.accountAbstraction.entryPoint, abi: entryPoint07Abi, functionName: "getNonce", args: [address, nonceKey] }),
    publicClient.getCode({ address }),
    publicClient.getBalance({ address }),
    publicClient.readContract({ address: chain.fixtures.tokens.usdc.address, abi: erc20Abi, functionName: "balanceOf", args: [address] })
  ])
  return { nonce, code: code ?? "0x", native, usdc }
}

/** A user operation filled in (gas, fees, nonce) and signed by the account, as viem would send it. */
export const prepareUserOperation = async (wallet: SmartAccountOnChain, calls: ReadonlyArray<Call>): Promise<UserOperation<"0.7">> =>
  (await wallet.bundler.prepareUserOperation({ calls: [...calls] })) as UserOperation<"0.7">

/** `userOperation` with `changes`, signed again by its owner. */
export const resigned = async (wallet: SmartAccountOnChain, userOperation: UserOperation<"0.7">, changes: Partial<UserOperation<"0.7">>) => {
  const changed = { ...userOperation, ...changes }
  return { ...changed, signature: await wallet.account.signUserOperation(changed) }
}

export type Call = { readonly to: Address; readonly value?: bigint; readonly data?: Hex }
