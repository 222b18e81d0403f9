import { readFileSync } from "node:fs"
import type { Abi, Hex } from "viem"
import { DevnetError } from "../DevnetError.js"
import { compileSolidity, type SolcInput } from "./compileSolidity.js"

/** The Solidity sources in `devnet/contracts`, one contract per file named after it. */
export const CONTRACT_NAMES = ["StableToken", "TetherToken", "Collectibles", "ConstantProductPool", "OwnedSigner"] as const
export type ContractName = (typeof CONTRACT_NAMES)[number]
/** Sources the contracts import, compiled alongside but not deployed. */
const LIBRARY_SOURCES = ["TokenLedger"] as const

export interface CompiledContract {
  readonly abi: Abi
  /** Creation code (constructor included). */
  readonly bytecode: Hex
  /** Runtime code, as `eth_getCode` returns it after deployment (none of the contracts use immutables). */
  readonly deployedBytecode: Hex
}

export type CompiledContracts = Readonly<Record<ContractName, CompiledContract>>

let compiled: Promise<CompiledContracts> | undefined

/**
 * Compiles the devnet contracts with the `solc` npm package (standard JSON). The result is kept
 * for the life of the process, so parallel chains share one compilation (about 2 s), and on disk
 * (`compileSolidity`), so the next process reads it instead.
 */
export const compileContracts = (): Promise<CompiledContracts> => {
  compiled ??= compile().catch((error: unknown) => {
    compiled = undefined
    throw error
  })
  return compiled
}

const compile = async (): Promise<CompiledContracts> => {
  const sources = Object.fromEntries(
    [...CONTRACT_NAMES, ...LIBRARY_SOURCES].map((name) => [
      `${name}.sol`,
      { content: readFileSync(new URL(`../contracts/${name}.sol`, import.meta.url), "utf8") }
    ])
  )
  const input: SolcInput = {
    language: "Solidity",
    sources,
    settings: {
      // The optimizer doubles compile time and buys nothing on a local chain.
      optimizer: { enabled: false },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } }
    }
  }
  const output = await compileSolidity("contracts", input)
  const pick = (name: ContractName): CompiledContract => {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (contract === undefined) throw new DevnetError({ service: "solc", message: `solc produced no ${name}` })
    return {
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode?.object ?? ""}`
    }
  }
  return {
    StableToken: pick("StableToken"),
    TetherToken: pick("TetherToken"),
    Collectibles: pick("Collectibles"),
    ConstantProductPool: pick("ConstantProductPool"),
    OwnedSigner: pick("OwnedSigner")
  }
}
