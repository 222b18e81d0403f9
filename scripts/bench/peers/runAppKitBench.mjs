/**
 * The AppKit peer's figures on their own, for trying the peer bench without the whole of
 * `npm run bench`: starts the local stack, times a few runs (BENCH_RUNS, 3 by default; the phone
 * figures BENCH_PHONE_RUNS, 2 by default) and prints each step's median.
 *
 * Usage: node scripts/bench/peers/runAppKitBench.mjs
 */
import { CHROMIUM_ARGS } from "../../../size/hostApp.mjs"
import { runTypeScript } from "../../runTypeScript.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 2)
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

const { startDemoStack } = await runTypeScript(new URL("../../start/startDemoStack.ts", import.meta.url))
const { stopOnSignals } = await runTypeScript(new URL("../../../devnet/shutdown.ts", import.meta.url))
const { benchAppKit } = await runTypeScript(new URL("appKitBench.ts", import.meta.url))

const stack = await startDemoStack()
// Ctrl-C during the runs still stops the nodes and the server.
const removeSignalHandlers = stopOnSignals(stack.stop)
let samples
try {
  samples = await benchAppKit({
    runs: RUNS,
    phoneRuns: PHONE_RUNS,
    executablePath: CHROMIUM_PATH,
    chromiumArgs: CHROMIUM_ARGS,
    manifest: stack.manifest,
    onRun: () => process.stderr.write(".")
  })
} finally {
  removeSignalHandlers()
  await stack.stop()
}
process.stderr.write("\n")

for (const [step, values] of Object.entries(samples)) {
  if (!Array.isArray(values)) continue
  const figure = values.length === 0 ? "   (none)" : `${median(values).toFixed(1).padStart(7)} ms`
  console.log(`${step.padEnd(22)} ${figure}  runs ${values.length}  [${values.map((value) => value.toFixed(1)).join(", ")}]`)
}
if (samples.balanceMissing !== undefined) console.log(`balance: ${samples.balanceMissing}`)
