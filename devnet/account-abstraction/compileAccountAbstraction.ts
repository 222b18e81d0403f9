import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Abi, Hex } from "viem"
import { compileSolidity, type SolcInput } from "../chains/compileSolidity.js"
import { DevnetError } from "../DevnetError.js"

export interface CompiledAccountAbstraction {
  /** The EntryPoint v0.7 of `@account-abstraction/contracts`, compiled from the package's sources. */
  readonly entryPoint: { readonly abi: Abi; readonly bytecode: Hex }
  /** `DoorwayAccountFactory(IEntryPoint)` of devnet/contracts/DoorwayAccount.sol. */
  readonly accountFactory: { readonly abi: Abi; readonly bytecode: Hex }
}

const ENTRY_POINT_SOURCE = "@account-abstraction/contracts/core/EntryPoint.sol"
const ACCOUNT_SOURCE = "DoorwayAccount.sol"
const SELECTION = ["abi", "evm.bytecode.object"]

let compiled: Promise<CompiledAccountAbstraction> | undefined

/**
 * Compiles the ERC-4337 contracts (SPEC §6) once per process, and once per change of their
 * sources on disk (`compileSolidity`). The EntryPoint is compiled under its package path, so
 * its relative imports, like DoorwayAccount.sol's package imports, are read from node_modules.
 * With the optimizer, as the EntryPoint is deployed (its code is over the 24 kB limit without).
 */
export const compileAccountAbstraction = (): Promise<CompiledAccountAbstraction> => {
  compiled ??= compile().catch((error: unknown) => {
    compiled = undefined
    throw error
  })
  return compiled
}

const compile = async (): Promise<CompiledAccountAbstraction> => {
  const require = createRequire(import.meta.url)
  const input: SolcInput = {
    language: "Solidity",
    sources: {
      [ENTRY_POINT_SOURCE]: { content: readFileSync(require.resolve(ENTRY_POINT_SOURCE), "utf8") },
      [ACCOUNT_SOURCE]: { content: readFileSync(new URL(`../contracts/${ACCOUNT_SOURCE}`, import.meta.url), "utf8") }
    },
    settings: {
      optimizer: { enabled: true, runs: 1_000_000 },
      // Code only for what is deployed; the factory's account and proxy are built into it.
      outputSelection: { [ENTRY_POINT_SOURCE]: { EntryPoint: SELECTION }, [ACCOUNT_SOURCE]: { DoorwayAccountFactory: SELECTION } }
    }
  }
  const output = await compileSolidity("account-abstraction", input)
  const pick = (source: string, name: string) => {
    const contract = output.contracts?.[source]?.[name]
    if (contract === undefined) throw new DevnetError({ service: "solc", message: `solc produced no ${name}` })
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  }
  return { entryPoint: pick(ENTRY_POINT_SOURCE, "EntryPoint"), accountFactory: pick(ACCOUNT_SOURCE, "DoorwayAccountFactory") }
}
