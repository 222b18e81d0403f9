import type { ChainFixtures } from "./ChainFixtures.js"
import { compileContracts } from "./compile.js"
import { deployFixtures } from "./deployFixtures.js"
import { DEV_CHAINS, type DevChain } from "./devChains.js"
import type { FaultRegistry } from "../net/faults/FaultRegistry.js"
import { startAnvil, type AnvilNode } from "./startAnvil.js"
import { startRpcFront, type RpcFront } from "./startRpcFront.js"

export interface StartEvmChainsOptions {
  /** Defaults to Ethereum (1), Polygon (137) and Sepolia (11155111). */
  readonly chains?: ReadonlyArray<DevChain>
  readonly nftBaseUri?: string
}

export interface EvmChain {
  readonly chainId: number
  readonly name: string
  readonly caipNetworkId: `eip155:${number}`
  /** The node itself, for the stand-ins in this process (data service, secure site, sign-in checks). */
  readonly rpcUrl: string
  /**
   * The node behind a front that can be told to fail (`faultsUrl`, devnet/net/faults): the RPC URL
   * pages and wallets are given (`rpcUrl` in devnet.json).
   */
  readonly frontUrl: string
  readonly faultsUrl: string
  readonly faults: FaultRegistry
  readonly fixtures: ChainFixtures
  /** Stops this chain's node only. */
  readonly stop: () => Promise<void>
}

export interface EvmChains {
  readonly chains: ReadonlyArray<EvmChain>
  /** Stops every node; resolves once all processes have exited. */
  readonly stop: () => Promise<void>
}

/** Starts one anvil per chain in parallel and deploys the fixtures on each. */
export const startEvmChains = async (options: StartEvmChainsOptions = {}): Promise<EvmChains> => {
  const definitions = options.chains ?? DEV_CHAINS
  const nodes: Array<AnvilNode> = []
  const fronts: Array<RpcFront> = []
  const stop = async () => {
    await Promise.all([...fronts.map((front) => front.stop()), ...nodes.map((node) => node.stop())])
  }
  try {
    // The compiler runs while the nodes boot; each node is recorded as soon as it is up, so a
    // failure elsewhere still stops it.
    const [, started] = await Promise.all([
      definitions.length === 0 ? undefined : compileContracts(),
      settleAll(
        definitions.map((chain) =>
          startAnvil({ chainId: chain.chainId }).then((node) => {
            nodes.push(node)
            return node
          })
        )
      )
    ])
    const chains = await settleAll(
      definitions.map(async (chain, index): Promise<EvmChain> => {
        const node = started[index]!
        const fixtures = await deployFixtures({
          rpcUrl: node.rpcUrl,
          chain,
          ...(options.nftBaseUri === undefined ? {} : { nftBaseUri: options.nftBaseUri })
        })
        const front = await startRpcFront(`anvil:${chain.chainId}`, node.rpcUrl)
        fronts.push(front)
        return {
          chainId: chain.chainId,
          name: chain.name,
          caipNetworkId: chain.caipNetworkId,
          rpcUrl: node.rpcUrl,
          frontUrl: front.url,
          faultsUrl: front.faultsUrl,
          faults: front.faults,
          fixtures,
          stop: () => Promise.all([front.stop(), node.stop()]).then(() => undefined)
        }
      })
    )
    return { chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Like `Promise.all`, but waits for every promise before failing, so nothing is left half-started. */
const settleAll = async <A>(promises: ReadonlyArray<Promise<A>>): Promise<Array<A>> => {
  const results = await Promise.allSettled(promises)
  const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected")
  if (failure) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<A>).value)
}
