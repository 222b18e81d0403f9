import { createHash, randomUUID } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Abi } from "viem"
import { DevnetError } from "../DevnetError.js"
import { runSolc } from "./runSolc.js"

export interface SolcInput {
  readonly language: "Solidity"
  readonly sources: Readonly<Record<string, { readonly content: string }>>
  readonly settings: {
    readonly optimizer: { readonly enabled: boolean; readonly runs?: number }
    readonly outputSelection: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<string>>>>>
  }
}

export interface SolcOutput {
  readonly errors?: ReadonlyArray<{ readonly severity: string; readonly formattedMessage: string }>
  readonly contracts?: Record<string, Record<string, {
    readonly abi: Abi
    readonly evm: { readonly bytecode: { readonly object: string }; readonly deployedBytecode?: { readonly object: string } }
  }>>
}

interface CacheEntry {
  /** What the compiler imported from node_modules, with the SHA-256 of each file then. */
  readonly imports: Readonly<Record<string, string>>
  readonly output: SolcOutput
}

const require = createRequire(import.meta.url)
/** Beside the other build caches, so `rm -rf node_modules` clears it too. */
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/doorway-devnet/", import.meta.url))

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex")

/**
 * Compiles standard JSON with the `solc` npm package, or reads the output of an identical earlier
 * compilation from `node_modules/.cache/doorway-devnet/`: the key is a hash of the compiler's
 * version and the whole input (sources and settings), and an entry is used only while every
 * file it imported from node_modules still has the content it had. Every test file that starts
 * chains would otherwise compile again (seconds of CPU with the optimizer). `name` names the
 * entry; a new one replaces the older entries of that name. Compiler errors throw a DevnetError.
 */
export const compileSolidity = async (name: string, input: SolcInput): Promise<SolcOutput> => {
  const text = JSON.stringify(input)
  const file = join(CACHE_DIR, `${name}-${sha256(`${solcVersion()}\n${text}`).slice(0, 24)}.json`)
  const cached = readEntry(file)
  if (cached !== undefined) return cached
  const run = await runSolc(text)
  const output = JSON.parse(run.output) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === "error")
  if (errors.length > 0) {
    throw new DevnetError({
      service: "solc",
      message: `Contract compilation failed:\n${errors.map((entry) => entry.formattedMessage).join("\n")}`
    })
  }
  writeEntry(name, file, { imports: run.imports, output })
  return output
}

const solcVersion = (): string => (require("solc/package.json") as { version: string }).version

const readEntry = (file: string): SolcOutput | undefined => {
  try {
    const entry = JSON.parse(readFileSync(file, "utf8")) as CacheEntry
    const unchanged = Object.entries(entry.imports).every(([path, hash]) => sha256(readFileSync(require.resolve(path), "utf8")) === hash)
    return unchanged ? entry.output : undefined
  } catch {
    return undefined
  }
}

/** Written under another name, then renamed: parallel test processes never read half a file. */
const writeEntry = (name: string, file: string, entry: CacheEntry): void => {
  try {
    mkdirSync(CACHE_DIR, { recursive: true })
    const partial = `${file}.${randomUUID()}.partial`
    writeFileSync(partial, JSON.stringify(entry))
    renameSync(partial, file)
    for (const other of readdirSync(CACHE_DIR)) {
      const path = join(CACHE_DIR, other)
      if (path !== file && other.startsWith(`${name}-`) && other.endsWith(".json")) rmSync(path, { force: true })
    }
  } catch {
    // A cache that cannot be written only costs the next start a compilation.
  }
}
