/**
 * The composition of one instance's live services: it builds synchronously (the shell reads its
 * state right after creating the runtime) and its chain RPC, loaded on first use, reaches a
 * JSON-RPC node on loopback through the blockchain endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Effect, ManagedRuntime, Option, Ref } from "effect"
import { resolveOptions } from "../../core/config/resolveOptions.js"
import { mainnet, solana } from "../../core/networks/index.js"
import { Alerts } from "../../core/services/Alerts.js"
import { Analytics } from "../../core/services/Analytics.js"
import { ApiClient } from "../../core/services/ApiClient.js"
import { ChainState } from "../../core/services/ChainState.js"
import { readLogs } from "../../core/logging/readLogs.js"
import { Connectors } from "../../core/services/Connectors.js"
import { EvmWallet } from "../../core/services/EvmWallet.js"
import { Features } from "../../core/services/Features.js"
import { Initialization } from "../../core/services/Initialization.js"
import { LogBuffer } from "../../core/services/LogBuffer.js"
import { Modal } from "../../core/services/Modal.js"
import { Options } from "../../core/services/Options.js"
import { Router } from "../../core/services/Router.js"
import { RpcTransport } from "../../core/services/RpcTransport.js"
import { SignInState } from "../../core/services/SignInState.js"
import { Storage } from "../../core/services/Storage.js"
import { SupportedChains } from "../../core/services/SupportedChains.js"
import { Theme } from "../../core/services/Theme.js"
import { WalletCatalogue } from "../../core/services/WalletCatalogue.js"
import { WalletConnections } from "../../core/services/WalletConnections.js"
import { WalletDiscovery } from "../../core/services/WalletDiscovery.js"
import { WalletWatchers } from "../../core/services/WalletWatchers.js"
import { AppLive } from "../../layers/AppLive.js"
import { startJsonRpcNode, type JsonRpcNode } from "./support/jsonRpcNode.js"

let node: JsonRpcNode
let url: string
let calls: JsonRpcNode["calls"] = []

beforeAll(async () => {
  // Answers every JSON-RPC call (one or a batch) with chain id 1.
  node = await startJsonRpcNode(() => "0x1")
  url = node.url
  calls = node.calls
})

afterAll(() => node.close())

const runtimeFor = (themeMode?: "light" | "dark", logLevel?: string) => {
  const options = resolveOptions({
    ...(logLevel === undefined ? {} : { logLevel }),
    projectId: "test-project",
    networks: [mainnet, solana],
    endpoints: { blockchain: url, catalogue: url, analytics: url, secureSite: url, relay: url }
  })
  return ManagedRuntime.make(AppLive(themeMode === undefined ? { options } : { options, systemThemeMode: themeMode }))
}

describe("AppLive", () => {
  it("builds every service of an instance synchronously", async () => {
    const runtime = runtimeFor()
    const services = runtime.runSync(
      Effect.all({
        router: Router,
        modal: Modal,
        alerts: Alerts,
        theme: Theme,
        chains: ChainState,
        features: Features,
        signIn: SignInState,
        options: Options,
        api: ApiClient,
        rpc: RpcTransport,
        analytics: Analytics,
        storage: Storage,
        log: LogBuffer,
        evm: EvmWallet,
        connections: WalletConnections,
        discovery: WalletDiscovery,
        connectors: Connectors,
        catalogue: WalletCatalogue,
        supportedChains: SupportedChains,
        initialization: Initialization,
        watchers: WalletWatchers
      })
    )
    expect(services.options.projectId).toBe("test-project")
    expect(Option.getOrUndefined(runtime.runSync(Ref.get(services.chains.activeNamespace)))).toBe("eip155")
    expect(services.api.url("catalogue", "/appkit/v1/config")).toContain(`${url}/appkit/v1/config`)
    await runtime.dispose()
  })

  it("logs the programs run on the instance into its own buffer, at the default level (error)", async () => {
    const runtime = runtimeFor()
    runtime.runSync(Effect.logWarning("below the level"))
    runtime.runSync(Effect.logError("the wallet did not answer"))
    const lines = runtime.runSync(readLogs)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain("the wallet did not answer")
    await runtime.dispose()
  })

  it("logs from the host's logLevel down: warn keeps warnings and leaves info out", async () => {
    const runtime = runtimeFor(undefined, "warn")
    runtime.runSync(Effect.logInfo("below the level"))
    runtime.runSync(Effect.logWarning("a frame message was dropped"))
    const lines = runtime.runSync(readLogs)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain("a frame message was dropped")
    await runtime.dispose()
  })

  it("takes the system colour scheme when the host sets no theme mode", async () => {
    const runtime = runtimeFor("light")
    const theme = runtime.runSync(Effect.flatMap(Theme, (t) => Ref.get(t.state)))
    expect(theme.themeMode).toBe("light")
    await runtime.dispose()
  })

  it("answers chain RPC through the blockchain endpoint, loading the transport on the first request", async () => {
    const runtime = runtimeFor()
    const first = await runtime.runPromise(Effect.flatMap(RpcTransport, (rpc) => rpc.request(mainnet.caipNetworkId, "eth_chainId")))
    const second = await runtime.runPromise(Effect.flatMap(RpcTransport, (rpc) => rpc.request(mainnet.caipNetworkId, "eth_blockNumber")))
    expect(first).toBe("0x1")
    expect(second).toBe("0x1")
    const methods = calls.filter((call) => call.path.includes("chainId=eip155")).map((call) => call.method)
    expect(methods).toContain("eth_chainId")
    expect(methods).toContain("eth_blockNumber")
    await runtime.dispose()
  })
})
