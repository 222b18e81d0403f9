import { spawn } from "node:child_process"
import { DevnetError } from "../DevnetError.js"
import { DEV_ACCOUNT_COUNT, DEV_MNEMONIC } from "../devKeys.js"
import { freePort } from "../net/freePort.js"
import { stopChild, trackChild } from "../process/childProcesses.js"
import { resolveAnvilBinary } from "./anvilBinary.js"

export interface StartAnvilOptions {
  readonly chainId: number
  /** A fixed port; by default a free one is picked (and re-picked if another process takes it). */
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
const START_ATTEMPTS = 3

/** Starts one anvil node on 127.0.0.1 and resolves once it answers `eth_chainId` with `chainId`. */
export const startAnvil = async (options: StartAnvilOptions): Promise<AnvilNode> => {
  const binary = resolveAnvilBinary()
  let lastError: DevnetError | undefined
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = options.port ?? (await freePort())
    try {
      return await launch(binary, port, options)
    } catch (error) {
      if (!(error instanceof DevnetError)) throw error
      lastError = error
      // Only a port taken between picking and binding is worth another try.
      if (options.port !== undefined || !/address (already )?in use/i.test(error.message)) throw error
    }
  }
  throw lastError ?? new DevnetError({ service: `anvil:${options.chainId}`, message: "anvil did not start" })
}

const launch = async (binary: string, port: number, options: StartAnvilOptions): Promise<AnvilNode> => {
  const service = `anvil:${options.chainId}`
  const args = [
    "--host", HOST,
    "--port", String(port),
    "--chain-id", String(options.chainId),
    "--mnemonic", options.mnemonic ?? DEV_MNEMONIC,
    "--accounts", String(options.accounts ?? DEV_ACCOUNT_COUNT),
    "--quiet",
    ...(options.extraArgs ?? [])
  ]
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] })
  trackChild(child)
  let output = ""
  const keepTail = (chunk: Buffer): void => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS)
  }
  child.stdout?.on("data", keepTail)
  child.stderr?.on("data", keepTail)

  const rpcUrl = `http://${HOST}:${port}`
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
  const ready = waitForChainId(rpcUrl, options.readyTimeoutMs ?? 15_000, () => settled)
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
  if (outcome.answer === undefined) return fail(`${service} on ${rpcUrl} did not answer eth_chainId in time`)
  if (outcome.answer !== options.chainId) {
    return fail(`${service} on ${rpcUrl} answered chain id ${outcome.answer}: another node holds the port`)
  }
  return {
    chainId: options.chainId,
    port,
    rpcUrl,
    pid: child.pid ?? -1,
    stop: () => stopChild(child)
  }
}

/** Polls `eth_chainId` until it answers; `undefined` on timeout or once `cancelled()`. */
const waitForChainId = async (
  rpcUrl: string,
  timeoutMs: number,
  cancelled: () => boolean
): Promise<number | undefined> => {
  const deadline = Date.now() + timeoutMs
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
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return undefined
}
