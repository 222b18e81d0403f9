/**
 * An anvil chain with the devnet's ERC-1271 contract wallet (OwnedSigner) deployed on it, owned by
 * a test key; a second key is a stranger to it. For the sign-in tests of contract wallets.
 */
import { createPublicClient, createWalletClient, getAddress, http } from "viem"
import type { Address, Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet } from "doorway-connect/networks"
import { compileContracts } from "../../../devnet/chains/compile.js"
import { startAnvil, type AnvilNode } from "../../../devnet/chains/startAnvil.js"

/** anvil's first funded account: deploys the contract wallet. */
const DEPLOYER_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
export const owner = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
export const stranger = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")

export interface OwnedSignerChain {
  readonly node: AnvilNode
  readonly contractWallet: Address
}

/** Starts anvil as chain 1 and deploys an OwnedSigner whose owner is `owner`. */
export const startOwnedSignerChain = async (): Promise<OwnedSignerChain> => {
  const [node, contracts] = await Promise.all([startAnvil({ chainId: 1 }), compileContracts()])
  const transport = http(node.rpcUrl)
  const chain = { ...mainnet, rpcUrls: { default: { http: [node.rpcUrl] } } }
  const deployer = createWalletClient({ transport, account: privateKeyToAccount(DEPLOYER_KEY), chain })
  const hash = await deployer.deployContract({ abi: contracts.OwnedSigner.abi, bytecode: contracts.OwnedSigner.bytecode, args: [owner.address] })
  const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return { node, contractWallet: getAddress(receipt.contractAddress!) }
}
