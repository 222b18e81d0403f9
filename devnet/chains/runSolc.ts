import { Worker } from "node:worker_threads"
import { DevnetError } from "../DevnetError.js"

export interface SolcRun {
  /** solc's standard-JSON output, as text. */
  readonly output: string
  /** Each file the compiler imported from node_modules, with the SHA-256 (hex) of its content. */
  readonly imports: Readonly<Record<string, string>>
}

/** Standard-JSON compilation in a worker thread (see `solcWorker.mjs`). */
export const runSolc = (input: string): Promise<SolcRun> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./solcWorker.mjs", import.meta.url), { workerData: input })
    worker.once("message", (run: SolcRun) => resolve(run))
    worker.once("error", (cause) => reject(new DevnetError({ service: "solc", message: "The compiler failed", cause })))
    worker.once("exit", (code) =>
      reject(new DevnetError({ service: "solc", message: `The compiler exited (code ${code}) without output` }))
    )
  })
