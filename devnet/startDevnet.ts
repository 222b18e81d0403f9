import { Effect } from "effect"
import { startEvmChains, type EvmChain, type StartEvmChainsOptions } from "./chains/startEvmChains.js"
import { DevnetError } from "./DevnetError.js"
import { startSolana, type SolanaCluster, type StartSolanaOptions } from "./solana/startSolana.js"

export interface StartDevnetOptions {
  readonly evm?: StartEvmChainsOptions
  readonly solana?: StartSolanaOptions
}

/**
 * The running local stack: one named entry per stand-in, each with its URL(s) and its own
 * `stop`; `stop` on the whole stops them all.
 */
export interface Devnet {
  /** Ethereum (1), Polygon (137) and Sepolia (11155111) by default. */
  readonly evm: ReadonlyArray<EvmChain>
  readonly solana: SolanaCluster
  /** Stops every stand-in and resolves once all are down (child processes exited). Idempotent. */
  readonly stop: () => Promise<void>
}

/** Starts every stand-in in parallel on free loopback ports. If one fails, the others are stopped. */
export const startDevnet = async (options: StartDevnetOptions = {}): Promise<Devnet> => {
  const [evm, solana] = await Promise.allSettled([startEvmChains(options.evm), startSolana(options.solana)])
  const stoppers = [evm, solana].flatMap((result) => (result.status === "fulfilled" ? [result.value.stop] : []))
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= Promise.allSettled(stoppers.map((stopOne) => stopOne())).then(() => undefined)
    return stopped
  }
  if (evm.status === "rejected" || solana.status === "rejected") {
    await stop()
    throw evm.status === "rejected" ? evm.reason : (solana as PromiseRejectedResult).reason
  }
  return { evm: evm.value.chains, solana: solana.value, stop }
}

/** The devnet as a scoped Effect resource: started on acquire, stopped when the scope closes. */
export const devnetResource = (options: StartDevnetOptions = {}) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () => startDevnet(options),
      catch: (cause) =>
        cause instanceof DevnetError
          ? cause
          : new DevnetError({ service: "devnet", message: cause instanceof Error ? cause.message : String(cause), cause })
    }),
    (devnet) => Effect.promise(devnet.stop)
  )

/** The stand-ins' URLs and fixtures as plain JSON (for a `devnet.json` a browser page can read). */
export const devnetManifest = (devnet: Devnet) => ({
  evm: devnet.evm.map(({ chainId, name, caipNetworkId, rpcUrl, fixtures }) => ({ chainId, name, caipNetworkId, rpcUrl, fixtures })),
  solana: {
    rpcUrl: devnet.solana.rpcUrl,
    wsUrl: devnet.solana.wsUrl,
    caipNetworkId: devnet.solana.caipNetworkId,
    genesisHash: devnet.solana.genesisHash,
    fixtures: devnet.solana.fixtures
  }
})

export type DevnetManifest = ReturnType<typeof devnetManifest>
