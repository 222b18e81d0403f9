// Runs the solc compiler (standard JSON in, standard JSON out) in a worker thread: the compiler
// blocks for a second or two and installs process-wide rejection handlers, neither of which
// should reach the process that hosts the devnet. Imports of packages (`@openzeppelin/...`,
// `@account-abstraction/...`) are read from node_modules; the files read are reported with a hash
// of their content, so a cached output can tell when one of them changed.
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { parentPort, workerData } from "node:worker_threads"
import solc from "solc"

const require = createRequire(import.meta.url)
const imports = {}

const findImports = (path) => {
  try {
    const contents = readFileSync(require.resolve(path), "utf8")
    imports[path] = createHash("sha256").update(contents).digest("hex")
    return { contents }
  } catch (error) {
    return { error: `${path}: ${error instanceof Error ? error.message : String(error)}` }
  }
}

const output = solc.compile(workerData, { import: findImports })
parentPort?.postMessage({ output, imports })
