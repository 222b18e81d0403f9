import { spawn } from "node:child_process"
import { DevnetError } from "../DevnetError.js"
import { DEV_ACCOUNT_COUNT, DEV_MNEMONIC } from "../devKeys.js"
import { stopChild, trackChild } from "../process/childProcesses.js"
import { resolveAnvilBinary } from "./anvilBinary.js"

export interface StartAnvilOptions {
  readonly chainId: number
  /** A fixed port; by default the kernel picks a free one as anvil binds. */
  readonly port?: number
  /** Defaults to {@link DEV_MNEMONIC}, so the unlocked accounts are the same on every start. */
  readonly mnemonic?: string
  readonly accounts?: number
  /** Extra command-line flags, e.g. `["--hardfork", "cancun"]`. */
  readonly extraArgs?: ReadonlyArray<string>
  /** How long to wait for the node to answer `eth_chainId`. */
  readonly readyTimeoutMs?: number
}

export interface AnvilNode {
  readonly chainId: number
  readonly port: number
  readonly rpcUrl: string
  readonly pid: number
  /** Kills the node and resolves once the process has exited. Safe to call twice. */
  readonly stop: () => Promise<void>
}

const HOST = "127.0.0.1"
const OUTPUT_TAIL_CHARS = 4_000

/**
 * Starts one anvil node on 127.0.0.1 and resolves once it answers `eth_chainId` with `chainId`.
 * Without a fixed port, anvil binds port 0 and reports the port the kernel gave it: a port picked
 * beforehand could be taken by another node of the same chain id in between, and then both
 * callers would share one node without knowing it.
 */
export const startAnvil = async (options: StartAnvilOptions): Promise<AnvilNode> =>
  launch(resolveAnvilBinary(), options.port ?? 0, options)

const launch = async (binary: string, requested: number, options: StartAnvilOptions): Promise<AnvilNode> => {
  const service = `anvil:${options.chainId}`
  const args = [
    "--host", HOST,
    "--port", String(requested),
    "--chain-id", String(options.chainId),
    "--mnemonic", options.mnemonic ?? DEV_MNEMONIC,
    "--accounts", String(options.accounts ?? DEV_ACCOUNT_COUNT),
    ...(options.extraArgs ?? [])
  ]
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] })
  trackChild(child)
  // Not `--quiet`: the banner's "Listening on" line is how a port-0 node tells its port. The
  // per-request log lines that follow are drained; only a tail is kept for error messages.
  let output = ""
  let reportPort: (port: number) => void = () => undefined
  const reported = new Promise<number>((resolve) => (reportPort = resolve))
  const keepTail = (chunk: Buffer): void => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS)
    const match = LISTENING.exec(output)
    if (match) reportPort(Number(match[1]))
  }
  child.stdout?.on("data", keepTail)
  child.stderr?.on("data", keepTail)

  let port = requested
  const where = (): string => (port === 0 ? "port 0" : `http://${HOST}:${port}`)
  const fail = async (message: string, cause?: unknown): Promise<never> => {
    await stopChild(child, 500)
    const tail = output.trim()
    throw new DevnetError({ service, message: tail === "" ? message : `${message}\n${tail}`, cause })
  }

  let settled = false
  const exited = new Promise<string>((resolve) => {
    child.once("error", (error) => resolve(`could not spawn ${binary}: ${error.message}`))
    child.once("exit", (code, signal) => resolve(`anvil exited during start-up (code ${code}, signal ${signal})`))
  })
  const deadline = Date.now() + (options.readyTimeoutMs ?? 15_000)
  const ready = (async (): Promise<number | undefined> => {
    if (port === 0) {
      const bound = await Promise.race([reported, sleep(deadline - Date.now()).then(() => undefined)])
      if (bound === undefined) return undefined
      port = bound
    }
    return waitForChainId(`http://${HOST}:${port}`, deadline, () => settled)
  })()
  const outcome = await Promise.race([
    ready.then((answer) => ({ kind: "answer" as const, answer })),
    exited.then((reason) => ({ kind: "exited" as const, reason }))
  ])
  settled = true
  if (outcome.kind === "exited") {
    // Let the pipes flush so the message carries anvil's own words (e.g. "Address already in use").
    await new Promise((resolve) => setImmediate(resolve))
    return fail(`${service} on port ${port}: ${outcome.reason}`)
  }
  if (outcome.answer === undefined) return fail(`${service} on ${where()} did not answer eth_chainId in time`)
  if (outcome.answer !== options.chainId) {
    return fail(`${service} on ${where()} answered chain id ${outcome.answer}: another node holds the port`)
  }
  return {
    chainId: options.chainId,
    port,
    rpcUrl: `http://${HOST}:${port}`,
    pid: child.pid ?? -1,
    stop: () => stopChild(child)
  }
}

const LISTENING = /Listening on 127\.0\.0\.1:(\d+)/

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** Polls `eth_chainId` until it answers; `undefined` on timeout or once `cancelled()`. */
const waitForChainId = async (
  rpcUrl: string,
  deadline: number,
  cancelled: () => boolean
): Promise<number | undefined> => {
  while (Date.now() < deadline && !cancelled()) {
    try {
      const response = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
        signal: AbortSignal.timeout(1_000)
      })
      const body = (await response.json()) as { result?: unknown }
      if (typeof body.result === "string") return Number.parseInt(body.result, 16)
    } catch {
      // not listening yet
    }
    await sleep(20)
  }
  return undefined
}
