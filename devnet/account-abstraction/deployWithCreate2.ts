import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getContractAddress,
  http,
  zeroHash,
  type Address,
  type Chain,
  type Hex
} from "viem"
import type { PrivateKeyAccount } from "viem/accounts"
import { confirmTransaction } from "../chains/confirmTransaction.js"
import { DevnetError } from "../DevnetError.js"

/** The CREATE2 factory every EVM chain has (and anvil from genesis): data is salt ++ init code. */
export const DETERMINISTIC_DEPLOYER: Address = "0x4e59b44847b379578588920ca78fbf26c0b4956c"
/** Its runtime code, placed when a node lacks it. */
const DETERMINISTIC_DEPLOYER_CODE: Hex =
  "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3"

export interface Create2Contract {
  /** Names the contract in errors. */
  readonly what: string
  /** Creation code with its constructor arguments appended. */
  readonly initCode: Hex
}

/** Where the deterministic deployer puts `initCode` with a zero salt, whoever sends it. */
export const create2Address = (initCode: Hex): Address =>
  getContractAddress({ opcode: "CREATE2", from: DETERMINISTIC_DEPLOYER, salt: zeroHash, bytecode: initCode })

export interface DeployWithCreate2Options {
  readonly rpcUrl: string
  readonly chain: Chain
  /** Sends the transactions; it must hold native coin for their gas. */
  readonly sender: PrivateKeyAccount
  readonly contracts: ReadonlyArray<Create2Contract>
}

/**
 * Puts each contract on the chain through the deterministic deployer with a zero salt, so it is at
 * the same address on every chain and every start. Contracts already there are left as they are;
 * the others are sent one after the other without waiting (consecutive nonces), then confirmed
 * together. Answers the addresses in the order of `contracts`.
 */
export const deployWithCreate2 = async (options: DeployWithCreate2Options): Promise<ReadonlyArray<Address>> => {
  const service = `fixtures:${options.chain.id}`
  const transport = http(options.rpcUrl)
  const publicClient = createPublicClient({ chain: options.chain, transport })
  const testClient = createTestClient({ chain: options.chain, mode: "anvil", transport })
  const wallet = createWalletClient({ chain: options.chain, transport, account: options.sender })
  const hasCode = async (address: Address) => ((await publicClient.getCode({ address })) ?? "0x") !== "0x"

  const planned = options.contracts.map((contract) => ({ ...contract, address: create2Address(contract.initCode) }))
  const [deployerThere, ...present] = await Promise.all([hasCode(DETERMINISTIC_DEPLOYER), ...planned.map((contract) => hasCode(contract.address))])
  if (deployerThere === false) await testClient.setCode({ address: DETERMINISTIC_DEPLOYER, bytecode: DETERMINISTIC_DEPLOYER_CODE })
  const missing = planned.filter((_, index) => present[index] !== true)
  if (missing.length === 0) return planned.map((contract) => contract.address)

  const firstNonce = await publicClient.getTransactionCount({ address: options.sender.address, blockTag: "pending" })
  const sent: Array<{ readonly what: string; readonly address: Address; readonly hash: Hex }> = []
  for (const [index, contract] of missing.entries()) {
    const hash = await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([zeroHash, contract.initCode]), nonce: firstNonce + index })
    sent.push({ what: contract.what, address: contract.address, hash })
  }
  await Promise.all(
    sent.map(async ({ what, address, hash }) => {
      await confirmTransaction({ publicClient, testClient }, service, hash, `deploy ${what}`)
      if (!(await hasCode(address))) throw new DevnetError({ service, message: `deploy ${what}: no code at ${address}` })
    })
  )
  return planned.map((contract) => contract.address)
}
