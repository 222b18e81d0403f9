import { compileAccountAbstraction } from "../account-abstraction/compileAccountAbstraction.js"
import { startBundler, type RunningBundler } from "../bundler/startBundler.js"
import { altoBundle } from "../bundler/altoBundle.js"
import { spawnBundlerHost, type BundlerHost } from "../bundler/spawnBundlerHost.js"
import type { Address } from "viem"
import type { AccountAbstractionAddresses } from "../account-abstraction/doorwaySmartAccount.js"
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
  /**
   * An ERC-4337 bundler (alto) per chain, serving as soon as the chain's EntryPoint is deployed
   * (SPEC §6). Off by default: each costs a start about a second of CPU (a process of its own).
   */
  readonly bundlers?: boolean
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
  /**
   * The chain's bundler's JSON-RPC URL (`http://127.0.0.1:<port>/rpc`), for EntryPoint
   * `fixtures.accountAbstraction.entryPoint`; undefined when started without bundlers.
   */
  readonly bundlerUrl: string | undefined
  /** Stops this chain's node (and its bundler) only. */
  readonly stop: () => Promise<void>
}

export interface EvmChains {
  readonly chains: ReadonlyArray<EvmChain>
  /** Stops every node; resolves once all processes have exited. */
  readonly stop: () => Promise<void>
}

/**
 * Starts one anvil per chain in parallel and deploys the fixtures on each. With `bundlers`, each
 * chain's bundler process is spawned first and loads while the node boots and the fixtures are
 * deployed; it starts serving as soon as the chain's EntryPoint is there.
 */
export const startEvmChains = async (options: StartEvmChainsOptions = {}): Promise<EvmChains> => {
  const definitions = options.chains ?? DEV_CHAINS
  const hosts: Array<BundlerHost> = []
  const nodes: Array<AnvilNode> = []
  const fronts: Array<RpcFront> = []
  const bundlers: Array<RunningBundler> = []
  const stop = async () => {
    await Promise.all([
      ...hosts.map((host) => host.stop()),
      ...bundlers.map((bundler) => bundler.stop()),
      ...fronts.map((front) => front.stop()),
      ...nodes.map((node) => node.stop())
    ])
  }
  try {
    // The compiler runs, and the bundlers' processes load, while the nodes boot; each node and
    // process is recorded as soon as it is up, and all are waited for before a failure is thrown,
    // so stop() reaches every one.
    const some = definitions.length > 0
    const compiled = settled(some ? Promise.all([compileContracts(), compileAccountAbstraction()]).then(() => undefined) : Promise.resolve())
    const spawned = settled(
      some && options.bundlers === true
        ? altoBundle().then((bundle) => {
            hosts.push(...definitions.map(() => spawnBundlerHost(bundle)))
          })
        : Promise.resolve()
    )
    const booted = settled(
      settleAll(
        definitions.map((chain) =>
          startAnvil({ chainId: chain.chainId }).then((node) => {
            nodes.push(node)
            return node
          })
        )
      )
    )
    await Promise.all([compiled, spawned, booted])
    valueOf(await compiled)
    valueOf(await spawned)
    const started = valueOf(await booted)
    const chains = await settleAll(
      definitions.map(async (chain, index): Promise<EvmChain> => {
        const node = started[index]!
        const host = hosts[index]
        // The bundler is funded and gets its simulation contracts while the fixtures are deployed,
        // and starts once the EntryPoint is among them. Everything is waited for before a failure
        // is reported, so stop() reaches whatever did start.
        const bundler = host === undefined ? undefined : chainBundler(host, chain.chainId, node.rpcUrl)
        const bundlerStart = bundler?.started.then((outcome) => {
          if ("value" in outcome) bundlers.push(outcome.value)
          return outcome
        })
        const fixturesDeployed = settled(
          deployFixtures({
            rpcUrl: node.rpcUrl,
            chain,
            ...(options.nftBaseUri === undefined ? {} : { nftBaseUri: options.nftBaseUri }),
            ...(bundler === undefined ? {} : { onAccountAbstraction: bundler.entryPointDeployed })
          }).catch((error: unknown) => {
            bundler?.fixturesFailed(error)
            throw error
          })
        )
        const frontStarted = settled(
          startRpcFront(`anvil:${chain.chainId}`, node.rpcUrl).then((front) => {
            fronts.push(front)
            return front
          })
        )
        await Promise.all([fixturesDeployed, frontStarted, bundlerStart])
        const fixtures = valueOf(await fixturesDeployed)
        const front = valueOf(await frontStarted)
        const bundlerOutcome = await bundlerStart
        const running = bundlerOutcome === undefined ? undefined : valueOf(bundlerOutcome)
        return {
          chainId: chain.chainId,
          name: chain.name,
          caipNetworkId: chain.caipNetworkId,
          rpcUrl: node.rpcUrl,
          frontUrl: front.url,
          faultsUrl: front.faultsUrl,
          faults: front.faults,
          fixtures,
          bundlerUrl: running?.url,
          stop: () => Promise.all([running?.stop(), front.stop(), node.stop()]).then(() => undefined)
        }
      })
    )
    return { chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * A chain's bundler in `host`, started as soon as `entryPointDeployed` is called; if the fixtures
 * fail first (`fixturesFailed`), it stops and `started` holds their error.
 */
const chainBundler = (host: BundlerHost, chainId: number, rpcUrl: string) => {
  let entryPointDeployed: (addresses: AccountAbstractionAddresses) => void = () => undefined
  let fixturesFailed: (error: unknown) => void = () => undefined
  const entryPoint = new Promise<Address>((resolve, reject) => {
    entryPointDeployed = (addresses) => resolve(addresses.entryPoint)
    fixturesFailed = reject
  })
  return { entryPointDeployed, fixturesFailed, started: settled(startBundler({ chainId, rpcUrl, entryPoint, host })) }
}

type Settled<A> = { readonly value: A } | { readonly error: unknown }

/** A promise that never rejects, so a failure can wait until it is looked at without being "unhandled". */
const settled = <A>(promise: Promise<A>): Promise<Settled<A>> =>
  promise.then((value) => ({ value }), (error: unknown) => ({ error }))

const valueOf = <A>(outcome: Settled<A>): A => {
  if ("error" in outcome) throw outcome.error
  return outcome.value
}

/** Like `Promise.all`, but waits for every promise before failing, so nothing is left half-started. */
const settleAll = async <A>(promises: ReadonlyArray<Promise<A>>): Promise<Array<A>> => {
  const results = await Promise.allSettled(promises)
  const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected")
  if (failure) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<A>).value)
}
