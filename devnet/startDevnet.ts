import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { DEFAULT_ENDPOINTS } from "../core/config/defaults.js"
import type { SecureSiteTestMode } from "./secure-site/testMode.js"
import { DEMO_PROJECT_ID } from "./catalogue/ProjectConfig.js"
import { startBitcoin, type BitcoinRegtest, type StartBitcoinOptions } from "./bitcoin/startBitcoin.js"
import { startCatalogue, type CatalogueOptions, type RunningCatalogue } from "./catalogue/startCatalogue.js"
import { DEV_CHAINS } from "./chains/devChains.js"
import { startEvmChains, type EvmChain, type StartEvmChainsOptions } from "./chains/startEvmChains.js"
import { startDataService, type RunningDataService } from "./data/startDataService.js"
import { grantsAsSmartSessions } from "./grantsAsSmartSessions.js"
import { DevnetError } from "./DevnetError.js"
import { startRelay, type RunningRelay } from "./relay/startRelay.js"
import type { SiteChain } from "./secure-site/SiteChain.js"
import { startSecureSite, type RunningSecureSite } from "./secure-site/startSecureSite.js"
import { startSignInProvider, type RunningSignInProvider } from "./sign-in-provider/startSignInProvider.js"
import { SOLANA_CAIP_NETWORK_ID, startSolana, type SolanaCluster, type StartSolanaOptions } from "./solana/startSolana.js"

export interface StartDevnetOptions {
  readonly evm?: StartEvmChainsOptions
  /**
   * An ERC-4337 bundler per EVM chain (SPEC §6), on by default. Off, the chains still have their
   * EntryPoint and account factory, but the secure site offers no smart accounts and the data
   * service's bundler route refuses every chain: tests that need neither start faster.
   */
  readonly bundlers?: boolean
  readonly solana?: StartSolanaOptions
  /** The local Bitcoin chain; `automine` (a block per accepted transaction) is on by default. */
  readonly bitcoin?: StartBitcoinOptions
  /** The dev wallet's chains default to the local chains' CAIP-2 ids. */
  readonly catalogue?: CatalogueOptions
  readonly data?: { readonly port?: number }
  /** The relay's port, and the folder of its journal (kept in memory without one). */
  readonly relay?: { readonly port?: number; readonly dataDir?: string }
  /**
   * The secure site's port, and the folder of its users' keys and sessions; without one, a new
   * temporary folder of this devnet's own, removed when it stops.
   */
  readonly secureSite?: { readonly port?: number; readonly dataDir?: string; readonly testMode?: SecureSiteTestMode | undefined }
  /** The sign-in provider's port (social logins and Farcaster). */
  readonly signInProvider?: { readonly port?: number }
}

/** The secure site's client id at the sign-in provider. */
export const SECURE_SITE_CLIENT_ID = "doorway-secure-site"


export { DEFAULT_RELAY_DATA_DIR } from "./relay/relayJournalFile.js"
export { DEFAULT_SECURE_SITE_DATA_DIR } from "./secure-site/startSecureSite.js"
/**
 * The running local stack: one named entry per stand-in, each with its URL(s) and its own
 * `stop`; `stop` on the whole stops them all.
 */
export interface Devnet {
  /** Ethereum (1), Polygon (137) and Sepolia (11155111) by default. */
  readonly evm: ReadonlyArray<EvmChain>
  readonly solana: SolanaCluster
  /** A regtest-style Bitcoin chain behind Esplora's HTTP API. */
  readonly bitcoin: BitcoinRegtest
  /** The wallet catalogue / project API and analytics sink. */
  readonly catalogue: RunningCatalogue
  /** The blockchain data service over the chains above; it serves the catalogue's projects. */
  readonly data: RunningDataService
  /** The WalletConnect relay; it serves the catalogue's projects. */
  readonly relay: RunningRelay
  /** The secure embedded-wallet site (frame page, email login, mailbox) over the EVM chains above. */
  readonly secureSite: RunningSecureSite
  /** The social logins' OAuth provider and the Farcaster relay the secure site signs in with. */
  readonly signInProvider: RunningSignInProvider
  /** Stops every stand-in and resolves once all are down (child processes exited). Idempotent. */
  readonly stop: () => Promise<void>
}

/**
 * Starts every stand-in on free loopback ports: the chains, the catalogue, the relay and the
 * sign-in provider in parallel, then the data service and the secure site over them. If one fails, the others
 * are stopped.
 */
export const startDevnet = async (options: StartDevnetOptions = {}): Promise<Devnet> => {
  const localChains = [...(options.evm?.chains ?? DEV_CHAINS).map((chain) => chain.caipNetworkId), SOLANA_CAIP_NETWORK_ID]
  const stoppers: Array<() => Promise<void>> = []
  // A stack of its own: two devnets (a test run beside `npm start`) never share a users' file.
  const secureSiteDataDir = options.secureSite?.dataDir ?? mkdtempSync(join(tmpdir(), "doorway-secure-site-"))
  const ownSecureSiteDir = options.secureSite?.dataDir === undefined ? secureSiteDataDir : undefined
  let stopped: Promise<void> | undefined
  const stop = () => {
    // The temporary folder goes once the site has stopped, so its last write lands first.
    stopped ??= Promise.allSettled(stoppers.map((stopOne) => stopOne())).then(() => {
      if (ownSecureSiteDir !== undefined) rmSync(ownSecureSiteDir, { recursive: true, force: true })
    })
    return stopped
  }
  const started = <A extends { readonly stop: () => Promise<void> }>(promise: Promise<A>): Promise<A> =>
    promise.then((value) => {
      stoppers.push(value.stop)
      return value
    })
  // The catalogue's projects, served by the data service and the relay (known once it has started).
  let catalogueStarted: RunningCatalogue | undefined
  const projects = { isKnown: (projectId: string) => catalogueStarted?.project(projectId) !== undefined }
  // The local EVM chains, for the catalogue's sign-in checks of contract wallets (known once started).
  let evmStarted: ReadonlyArray<EvmChain> = []
  // The secure site's permission grants become the data service's smart sessions (known once it has started).
  let dataStarted: RunningDataService | undefined
  const evmRpcUrl = (chainId: number) => evmStarted.find((chain) => chain.chainId === chainId)?.rpcUrl
  try {
    const [evm, solana, bitcoin, catalogue, relay, signInProvider] = await settleAll([
      started(startEvmChains({ ...options.evm, bundlers: options.bundlers ?? true })),
      started(startSolana(options.solana)),
      started(startBitcoin(options.bitcoin)),
      started(
        startCatalogue({ evmRpcUrl, ...options.catalogue, devWallet: { chains: localChains, ...options.catalogue?.devWallet } })
      ),
      started(startRelay({ port: options.relay?.port, projects, dataDir: options.relay?.dataDir, alsoServes: [DEFAULT_ENDPOINTS.relay] })),
      started(startSignInProvider(options.signInProvider?.port === undefined ? {} : { port: options.signInProvider.port }))
    ] as const)
    catalogueStarted = catalogue
    evmStarted = evm.chains
    const [data, secureSite] = await settleAll([
      started(startDataService({ evm: evm.chains, solana, bitcoin, port: options.data?.port, projects })),
      started(
        startSecureSite({
          catalogueUrl: catalogue.url,
          chains: evm.chains.map(secureSiteChain),
          // The embedded wallet's Solana accounts live on the local cluster (SPEC §9).
          solana: { rpcUrl: solana.rpcUrl, caipNetworkId: solana.caipNetworkId },
          ...(options.secureSite?.port === undefined ? {} : { port: options.secureSite.port }),
          dataDir: secureSiteDataDir,
          signIn: { url: signInProvider.url, clientId: SECURE_SITE_CLIENT_ID },
          permissions: grantsAsSmartSessions(() => dataStarted?.sessions),
          ...(options.secureSite?.testMode === undefined ? {} : { testMode: options.secureSite.testMode })
        })
      )
    ] as const)
    dataStarted = data
    // The site's callback is known once it listens; its port stays across its restarts.
    signInProvider.registerClient({ clientId: SECURE_SITE_CLIENT_ID, name: "Doorway secure site", redirectUris: [secureSite.socialCallbackUrl] })
    return { evm: evm.chains, solana, bitcoin, catalogue, data, relay, secureSite, signInProvider, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * A local chain as the secure site serves it: its USDC, USDT and WHOLE tokens for wallet_getAssets,
 * minted to new users by the deployer that owns them; with its bundler, smart accounts (SPEC §6).
 */
export const secureSiteChain = (chain: EvmChain): SiteChain => ({
  chainId: chain.chainId,
  name: chain.name,
  rpcUrl: chain.rpcUrl,
  nativeCurrency: chain.fixtures.nativeCurrency,
  tokens: [chain.fixtures.tokens.usdc.address, chain.fixtures.tokens.usdt.address, chain.fixtures.tokens.whole.address],
  tokenMinter: chain.fixtures.deployer,
  ...(chain.bundlerUrl === undefined ? {} : { accountAbstraction: { ...chain.fixtures.accountAbstraction, bundlerUrl: chain.bundlerUrl } })
})

/** Like `Promise.all`, but waits for every promise before failing, so nothing is left half-started. */
const settleAll = async <T extends ReadonlyArray<Promise<unknown>>>(promises: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
  const results = await Promise.allSettled(promises)
  const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected")
  if (failure) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
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
  /** The project the demo pages use; the catalogue and the data service both know it. */
  projectId: DEMO_PROJECT_ID,
  catalogue: { url: devnet.catalogue.url },
  data: { url: devnet.data.url },
  /** The WalletConnect clients' `relayUrl`. */
  relay: { url: devnet.relay.url },
  /** The secure site's origin, its frame page (`sdkUrl`) and its mailbox (HTML; `.json` beside it). */
  secureSite: { url: devnet.secureSite.url, sdkUrl: devnet.secureSite.sdkUrl, mailboxUrl: devnet.secureSite.mailboxUrl },
  /**
   * The sign-in provider the secure site sends social logins to (`/<provider>/authorize`, its
   * consent page) and the Farcaster relay whose approve page a GET_FARCASTER_URI `url` opens.
   */
  signInProvider: { url: devnet.signInProvider.url },
  /**
   * Each chain's `rpcUrl` is its node behind a front that can be told to fail (`faults.evm`);
   * `bundlerUrl` its ERC-4337 bundler (absent without bundlers), which pages reach through the
   * data service's `/v1/bundler` route; the EntryPoint is `fixtures.accountAbstraction.entryPoint`.
   */
  evm: devnet.evm.map(({ chainId, name, caipNetworkId, frontUrl, bundlerUrl, fixtures }) => ({
    chainId,
    name,
    caipNetworkId,
    rpcUrl: frontUrl,
    ...(bundlerUrl === undefined ? {} : { bundlerUrl }),
    fixtures
  })),
  solana: {
    rpcUrl: devnet.solana.rpcUrl,
    wsUrl: devnet.solana.wsUrl,
    caipNetworkId: devnet.solana.caipNetworkId,
    genesisHash: devnet.solana.genesisHash,
    fixtures: devnet.solana.fixtures
  },
  /** Esplora's API base (`esploraUrl`) of the local regtest-style chain, and its funded dev addresses. */
  bitcoin: {
    esploraUrl: devnet.bitcoin.esploraUrl,
    caipNetworkId: devnet.bitcoin.caipNetworkId,
    genesisHash: devnet.bitcoin.genesisHash,
    network: devnet.bitcoin.network,
    fixtures: devnet.bitcoin.fixtures
  },
  /**
   * Each stand-in's fault route (docs/local-stack.md, "Making a remote fail"): POST a plan to make it answer 429,
   * 500 or 503, hang, answer slowly or drop the socket on a route, DELETE to recover, GET to list.
   */
  faults: {
    catalogue: devnet.catalogue.faultsUrl,
    data: devnet.data.faultsUrl,
    relay: devnet.relay.faultsUrl,
    secureSite: devnet.secureSite.faultsUrl,
    solana: devnet.solana.faultsUrl,
    bitcoin: devnet.bitcoin.faultsUrl,
    evm: Object.fromEntries(devnet.evm.map((chain) => [String(chain.chainId), chain.faultsUrl]))
  }
})

export type DevnetManifest = ReturnType<typeof devnetManifest>
