import { parseEther, type Address } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY } from "../account-abstraction/accountAbstractionKeys.js"
import { viemChain } from "../chains/viemChain.js"
import { DevnetError } from "../DevnetError.js"
import { freePort } from "../net/freePort.js"
import { deployBundlerSimulations, type BundlerSimulations } from "./deployBundlerSimulations.js"
import { altoBundle } from "./altoBundle.js"
import { spawnBundlerHost, type BundlerHost } from "./spawnBundlerHost.js"

export interface StartBundlerOptions {
  readonly chainId: number
  /** The chain's node (anvil, not its front: faults there are for pages and wallets). */
  readonly rpcUrl: string
  /**
   * The EntryPoint v0.7, or its deployment under way: the bundler is prepared meanwhile, but
   * started only once it is there (alto refuses to start without it).
   */
  readonly entryPoint: Address | PromiseLike<Address>
  /** A process already loading alto; by default one is spawned now. */
  readonly host?: BundlerHost
  /** How long to wait for `eth_supportedEntryPoints` to answer. */
  readonly readyTimeoutMs?: number
}

export interface RunningBundler {
  readonly chainId: number
  /** Its JSON-RPC endpoint, `http://127.0.0.1:<port>/rpc`. */
  readonly url: string
  readonly pid: number
  /** Kills the bundler and resolves once its process has exited. Safe to call twice. */
  readonly stop: () => Promise<void>
}

const HOST = "127.0.0.1"
/** A port taken between `freePort` and the bundler's bind is tried again with another. */
const PORT_ATTEMPTS = 3

/**
 * Starts Pimlico's alto, a real ERC-4337 bundler, for one chain (SPEC §6) and resolves once it
 * answers `eth_supportedEntryPoints` with the EntryPoint. Its executor and utility keys are the
 * devnet's own (`accountAbstractionKeys.ts`), funded here, and its simulation contracts are
 * deployed here, while the EntryPoint may still be on its way. Tuned for anvil's automine: a
 * bundle goes out within 20 ms of a user operation (at most 100 ms under load), and the chain is
 * watched every 50 ms. No safe mode (it needs geth's tracer) and no wallet refilling (funds are set).
 */
export const startBundler = async (options: StartBundlerOptions): Promise<RunningBundler> => {
  const service = `bundler:${options.chainId}`
  let host = options.host ?? spawnBundlerHost(await altoBundle())
  const prepared = await prepare(service, options).then(
    (value) => ({ value }),
    (error: unknown) => ({ error })
  )
  if ("error" in prepared) {
    await host.stop(500)
    throw prepared.error
  }
  for (let attempt = 1; ; attempt++) {
    const started = await launch(service, host, await freePort(), { ...options, ...prepared.value })
    if (started.kind === "running") return started.bundler
    if (!started.portTaken || attempt === PORT_ATTEMPTS) throw started.error
    host = spawnBundlerHost(await altoBundle())
  }
}

interface Prepared {
  readonly entryPoint: Address
  readonly simulations: BundlerSimulations
}

const prepare = async (service: string, options: StartBundlerOptions): Promise<Prepared> => {
  const chain = viemChain({ chainId: options.chainId, name: service, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } }, options.rpcUrl)
  const simulations = fund(service, options.rpcUrl).then(() => deployBundlerSimulations({ rpcUrl: options.rpcUrl, chain }))
  const [entryPoint, deployed] = await Promise.all([options.entryPoint, simulations])
  return { entryPoint, simulations: deployed }
}

const argsFor = (port: number, options: Prepared & Pick<StartBundlerOptions, "rpcUrl">): Array<string> => [
  "--entrypoints", options.entryPoint,
  "--rpc-url", options.rpcUrl,
  "--executor-private-keys", BUNDLER_EXECUTOR_KEY,
  "--utility-private-key", BUNDLER_UTILITY_KEY,
  "--deploy-simulations-contract", "false",
  "--pimlico-simulation-contract", options.simulations.pimlicoSimulations,
  "--entrypoint-simulation-contract-v7", options.simulations.entryPointSimulations,
  "--port", String(port),
  "--safe-mode", "false",
  // As the hosted bundlers answer: a user operation's preVerificationGas and fees are checked.
  "--default-api-version", "v2",
  "--min-bundle-interval", "20",
  "--max-bundle-interval", "100",
  "--block-time", "200",
  "--refilling-wallets", "false",
  "--utility-wallet-monitor", "false",
  "--enable-cors", "true",
  "--log-level", "warn",
  // One JSON line per entry, written by the process itself: the readable format runs a worker thread.
  "--json", "true"
]

type Launch =
  | { readonly kind: "running"; readonly bundler: RunningBundler }
  | { readonly kind: "failed"; readonly error: DevnetError; readonly portTaken: boolean }

const launch = async (
  service: string,
  host: BundlerHost,
  port: number,
  options: Prepared & Pick<StartBundlerOptions, "chainId" | "rpcUrl" | "readyTimeoutMs">
): Promise<Launch> => {
  const url = `http://${HOST}:${port}/rpc`
  host.run(argsFor(port, options))
  let settled = false
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000)
  const outcome = await Promise.race([
    waitForEntryPoint(url, options.entryPoint, deadline, () => settled).then((ready) => ({ kind: "answer" as const, ready })),
    host.exited.then((reason) => ({ kind: "exited" as const, reason }))
  ])
  settled = true
  if (outcome.kind === "answer" && outcome.ready) {
    return { kind: "running", bundler: { chainId: options.chainId, url, pid: host.pid, stop: () => host.stop() } }
  }
  await host.stop(500)
  // Let the pipes flush so the message carries the bundler's own words.
  await new Promise((resolve) => setImmediate(resolve))
  const reason = outcome.kind === "exited" ? `the bundler exited during start-up (${outcome.reason})` : `${url} did not answer eth_supportedEntryPoints in time`
  const tail = host.output().trim()
  return {
    kind: "failed",
    portTaken: /EADDRINUSE/.test(tail),
    error: new DevnetError({ service, message: tail === "" ? `${service}: ${reason}` : `${service}: ${reason}\n${tail}` })
  }
}

/** The bundler's keys get native coin with `anvil_setBalance`: no transaction, no nonce used. */
const fund = async (service: string, rpcUrl: string): Promise<void> => {
  const funded = await Promise.all(
    [BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY].map((key) =>
      rpc(rpcUrl, "anvil_setBalance", [privateKeyToAddress(key), `0x${parseEther("1000").toString(16)}`]).then(
        (answer) => answer.error,
        (cause: unknown) => cause ?? "no answer"
      )
    )
  )
  const failure = funded.find((error) => error !== undefined)
  if (failure !== undefined) throw new DevnetError({ service, message: `Funding the bundler's keys at ${rpcUrl} failed`, cause: failure })
}

const rpc = async (url: string, method: string, params: ReadonlyArray<unknown>): Promise<{ result?: unknown; error?: unknown }> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(2_000)
  })
  return (await response.json()) as { result?: unknown; error?: unknown }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** Polls until the bundler lists `entryPoint`; false on timeout or once `cancelled()`. */
const waitForEntryPoint = async (url: string, entryPoint: Address, deadline: number, cancelled: () => boolean): Promise<boolean> => {
  while (Date.now() < deadline && !cancelled()) {
    try {
      const { result } = await rpc(url, "eth_supportedEntryPoints", [])
      if (Array.isArray(result) && result.some((listed) => String(listed).toLowerCase() === entryPoint.toLowerCase())) return true
    } catch {
      // not listening yet
    }
    await sleep(50)
  }
  return false
}
