import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { Address, Chain, Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { BUNDLER_UTILITY_KEY } from "../account-abstraction/accountAbstractionKeys.js"
import { deployWithCreate2 } from "../account-abstraction/deployWithCreate2.js"

export interface BundlerSimulations {
  /** What alto estimates gas and filters bundles with (`--pimlico-simulation-contract`). */
  readonly pimlicoSimulations: Address
  /** Its simulation of the EntryPoint v0.7 (`--entrypoint-simulation-contract-v7`). */
  readonly entryPointSimulations: Address
}

const require = createRequire(import.meta.url)

/** Creation code of one of the simulation contracts alto ships, compiled, in its package. */
const altoContract = (file: string): Hex => {
  const contracts = path.join(path.dirname(require.resolve("@pimlico/alto")), "contracts")
  return (JSON.parse(readFileSync(path.join(contracts, file), "utf8")) as { bytecode: { object: Hex } }).bytecode.object
}

/**
 * Deploys the two simulation contracts alto needs for EntryPoint v0.7 (SPEC §6), sent by the
 * bundler's utility key (funded beforehand) as alto itself would, but with both transactions
 * sent at once and before the EntryPoint is there: alto is then told their addresses and deploys
 * nothing at start-up. Already deployed ones are left as they are.
 */
export const deployBundlerSimulations = async (options: { readonly rpcUrl: string; readonly chain: Chain }): Promise<BundlerSimulations> => {
  const [pimlicoSimulations, entryPointSimulations] = await deployWithCreate2({
    ...options,
    sender: privateKeyToAccount(BUNDLER_UTILITY_KEY),
    contracts: [
      { what: "PimlicoSimulations", initCode: altoContract("PimlicoSimulations.sol/PimlicoSimulations.json") },
      { what: "EntryPointSimulations07", initCode: altoContract("EntryPointSimulations.sol/EntryPointSimulations07.json") }
    ]
  })
  return { pimlicoSimulations: pimlicoSimulations!, entryPointSimulations: entryPointSimulations! }
}
