import { concat, createTestClient, encodeAbiParameters, http, parseEther, type Chain } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { ENTRY_POINT_DEPLOYER_KEY } from "./accountAbstractionKeys.js"
import { compileAccountAbstraction } from "./compileAccountAbstraction.js"
import { create2Address, deployWithCreate2 } from "./deployWithCreate2.js"
import type { AccountAbstractionAddresses } from "./doorwaySmartAccount.js"

export interface DeployAccountAbstractionOptions {
  readonly rpcUrl: string
  /** A viem chain for the node (`viemChain`). */
  readonly chain: Chain
}

/**
 * Puts the EntryPoint v0.7 and the DoorwayAccountFactory on a chain (SPEC §6) through the
 * deterministic deployer with a zero salt, so they are at the same addresses on every chain and
 * every start (as long as the sources and compiler are unchanged). They are sent by a key of
 * their own, so the nonces (and contract addresses) of the other fixtures' deployer do not move.
 * Already deployed contracts are left as they are.
 */
export const deployAccountAbstraction = async (options: DeployAccountAbstractionOptions): Promise<AccountAbstractionAddresses> => {
  const contracts = await compileAccountAbstraction()
  const sender = privateKeyToAccount(ENTRY_POINT_DEPLOYER_KEY)
  await createTestClient({ chain: options.chain, mode: "anvil", transport: http(options.rpcUrl) }).setBalance({
    address: sender.address,
    value: parseEther("100")
  })
  // The factory's constructor only keeps the EntryPoint's address, known before it is deployed.
  const entryPointAddress = create2Address(contracts.entryPoint.bytecode)
  const [entryPoint, accountFactory] = await deployWithCreate2({
    ...options,
    sender,
    contracts: [
      { what: "EntryPoint", initCode: contracts.entryPoint.bytecode },
      {
        what: "DoorwayAccountFactory",
        initCode: concat([contracts.accountFactory.bytecode, encodeAbiParameters([{ type: "address" }], [entryPointAddress])])
      }
    ]
  })
  return { entryPoint: entryPoint!, accountFactory: accountFactory! }
}
