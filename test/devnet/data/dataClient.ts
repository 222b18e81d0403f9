/** Shared by the data service tests: the product's REST client pointed at a running devnet. */
import { Effect } from "effect"
import { createPublicClient, createTestClient, createWalletClient, http } from "viem"
import { makeApiClientConfig } from "../../../core/http/ApiClientConfig.js"
import { sdkVersion } from "../../../core/http/sdkVersion.js"
import type { ApiClient } from "../../../core/services/ApiClient.js"
import type { EvmChain } from "../../../devnet/chains/startEvmChains.js"
import { viemChain } from "../../../devnet/chains/viemChain.js"
import type { Devnet } from "../../../devnet/startDevnet.js"
import { ApiClientLive } from "../../../layers/ApiClientLive.js"

export const SV = sdkVersion("html", ["wagmi"])
export const PROJECT_ID = "doorway-test"

/** Runs `program` with the REST client whose blockchain base URL is `dataUrl()` (read when it runs). */
export const withBlockchainApi =
  (dataUrl: () => string, projectId = PROJECT_ID) =>
  <A, E>(program: Effect.Effect<A, E, ApiClient>): Effect.Effect<A, E> =>
    Effect.suspend(() =>
      program.pipe(
        Effect.provide(ApiClientLive(makeApiClientConfig({ projectId, sdkVersion: SV, baseUrls: { blockchain: dataUrl() } })))
      )
    )

/** Runs `program` with the REST client whose blockchain base URL is the devnet's data service. */
export const withDataClient = (devnet: () => Devnet, projectId = PROJECT_ID) => withBlockchainApi(() => devnet().data.url, projectId)

/** viem clients of one local chain; `wallet` sends from anvil's unlocked accounts. */
export const chainClients = (chain: EvmChain) => {
  const local = viemChain({ chainId: chain.chainId, name: chain.name, nativeCurrency: chain.fixtures.nativeCurrency }, chain.rpcUrl)
  const transport = http(chain.rpcUrl)
  return {
    publicClient: createPublicClient({ chain: local, transport }),
    testClient: createTestClient({ chain: local, mode: "anvil", transport }),
    wallet: createWalletClient({ chain: local, transport })
  }
}

/** A query string with the identity every GET of the client carries. */
export const identityQuery = (projectId: string = PROJECT_ID) => `projectId=${projectId}&st=appkit&sv=${SV}`
