import { readFileSync } from "node:fs"
import { Worker } from "node:worker_threads"
import type { Abi, Hex } from "viem"
import { DevnetError } from "../DevnetError.js"

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

interface SolcOutput {
  readonly errors?: ReadonlyArray<{ readonly severity: string; readonly formattedMessage: string }>
  readonly contracts?: Record<string, Record<string, {
    readonly abi: Abi
    readonly evm: { readonly bytecode: { readonly object: string }; readonly deployedBytecode: { readonly object: string } }
  }>>
}

let compiled: Promise<CompiledContracts> | undefined

/**
 * Compiles the devnet contracts with the `solc` npm package (standard JSON). The result is cached
 * for the life of the process, so parallel chains share one compilation (about 2 s).
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
  const input = {
    language: "Solidity",
    sources,
    settings: {
      // The optimizer doubles compile time and buys nothing on a local chain.
      optimizer: { enabled: false },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } }
    }
  }
  const output = JSON.parse(await runSolc(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === "error")
  if (errors.length > 0) {
    throw new DevnetError({
      service: "solc",
      message: `Contract compilation failed:\n${errors.map((entry) => entry.formattedMessage).join("\n")}`
    })
  }
  const pick = (name: ContractName): CompiledContract => {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (contract === undefined) throw new DevnetError({ service: "solc", message: `solc produced no ${name}` })
    return {
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`
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

/** Standard-JSON compilation in a worker thread (see `solcWorker.mjs`). */
const runSolc = (input: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./solcWorker.mjs", import.meta.url), { workerData: input })
    worker.once("message", (output: string) => resolve(output))
    worker.once("error", (cause) => reject(new DevnetError({ service: "solc", message: "The compiler failed", cause })))
    worker.once("exit", (code) =>
      reject(new DevnetError({ service: "solc", message: `The compiler exited (code ${code}) without output` }))
    )
  })
