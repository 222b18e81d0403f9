import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { stopChild, trackChild } from "../process/childProcesses.js"
import type { AltoBundle } from "./altoBundle.js"

/**
 * A process loading alto (`bundlerHost.mjs`), spawned before the chain it will serve is up, so
 * the second or more its modules take to load overlaps the chain's start-up.
 */
export interface BundlerHost {
  readonly pid: number
  /** Runs alto's CLI with `args` (its command line after `alto`); once only. */
  readonly run: (args: ReadonlyArray<string>) => void
  /** How it ended, once it has: its exit code and signal, or why it could not be spawned. */
  readonly exited: Promise<string>
  /** The last few thousand characters it wrote (alto logs warnings and errors only). */
  readonly output: () => string
  /** Kills it and resolves once it has exited; safe to call twice. */
  readonly stop: (graceMs?: number) => Promise<void>
}

const OUTPUT_TAIL_CHARS = 4_000

const HOST_SCRIPT = fileURLToPath(new URL("./bundlerHost.mjs", import.meta.url))

export const spawnBundlerHost = (bundle: AltoBundle): BundlerHost => {
  const child = spawn(process.execPath, [HOST_SCRIPT, bundle.preload, bundle.cli], { stdio: ["ignore", "pipe", "pipe", "ipc"] })
  trackChild(child)
  let output = ""
  const keepTail = (chunk: Buffer): void => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS)
  }
  child.stdout?.on("data", keepTail)
  child.stderr?.on("data", keepTail)
  const exited = new Promise<string>((resolve) => {
    child.once("error", (error) => resolve(`could not spawn ${process.execPath}: ${error.message}`))
    child.once("exit", (code, signal) => resolve(`code ${code}, signal ${signal}`))
  })
  return {
    pid: child.pid ?? -1,
    run: (args) => {
      if (child.connected) child.send([...args])
    },
    exited,
    output: () => output,
    stop: (graceMs) => stopChild(child, graceMs)
  }
}
