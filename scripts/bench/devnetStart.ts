/**
 * How long the local stack takes to start (`startDevnet`: the EVM chains with their contracts,
 * Solana, the data service, the catalogue, the relay and the secure site), from the call to every
 * stand-in answering, then stopped again. Each run is a fresh start; BENCH_DEVNET_RUNS runs (3 by
 * default). A benchmark, not a test: it never fails on a figure.
 */
import { startDevnet } from "../../devnet/startDevnet.js"

/** The time within which the stack should be up, in ms. */
const DEVNET_START_TARGET_MS = 45_000

/** Per run, in ms. */
export const benchDevnetStart = async (runs = Number(process.env["BENCH_DEVNET_RUNS"] ?? 3)): Promise<ReadonlyArray<number>> => {
  const samples: Array<number> = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const devnet = await startDevnet()
    samples.push(performance.now() - started)
    await devnet.stop()
  }
  return samples
}

/** Prints the figure beside its target as one line of the bench's table (`row` formats it). */
export const printDevnetStart = async (
  row: (step: string, values: ReadonlyArray<number>, targetMs: number) => string
): Promise<void> => {
  console.log(row("devnet start (startDevnet until every stand-in answers)", await benchDevnetStart(), DEVNET_START_TARGET_MS))
}
