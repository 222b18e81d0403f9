// Runs the solc compiler (standard JSON in, standard JSON out) in a worker thread: the compiler
// blocks for a second or two and installs process-wide rejection handlers, neither of which
// should reach the process that hosts the devnet.
import { parentPort, workerData } from "node:worker_threads"
import solc from "solc"

parentPort?.postMessage(solc.compile(workerData))
