/**
 * What a server renders (`react-dom/server` in Node, no window or document): every hook and
 * component answers the disconnected defaults before `createAppKit`, and the start state of the
 * inactive instance `createAppKit` makes there; neither starts a request, a timer, a socket or
 * the runtime's chunk, and nothing a render or an action does changes what the next request sees.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderToString } from "react-dom/server"
import type { ReactNode } from "react"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { mainnet, polygon, solana } from "../../../core/networks/index.js"
import type { AppKitInstance } from "../../../shell/AppKitInstance.js"
import { AppKitModal } from "../../../shell/AppKitModal.js"
import { AppKitProvider } from "../../../shell/AppKitProvider.js"
import { AccountButton } from "../../../shell/buttons/AccountButton.js"
import { ConnectButton } from "../../../shell/buttons/ConnectButton.js"
import { NetworkButton } from "../../../shell/buttons/NetworkButton.js"
import { createAppKit } from "../../../shell/createAppKit.js"
import { useAppKit } from "../../../shell/hooks/useAppKit.js"
import { useAppKitAccount } from "../../../shell/hooks/useAppKitAccount.js"
import { useAppKitEvents } from "../../../shell/hooks/useAppKitEvents.js"
import { useAppKitNetwork } from "../../../shell/hooks/useAppKitNetwork.js"
import { useAppKitProvider } from "../../../shell/hooks/useAppKitProvider.js"
import { useAppKitState } from "../../../shell/hooks/useAppKitState.js"
import { useAppKitTheme } from "../../../shell/hooks/useAppKitTheme.js"
import { useDisconnect } from "../../../shell/hooks/useDisconnect.js"
import { useWalletInfo } from "../../../shell/hooks/useWalletInfo.js"
import { latestInstance } from "../../../shell/instances.js"
import { handleOf } from "../../../shell/runtime/handles.js"
import { ServerInstanceError } from "../../../shell/runtime/ServerInstanceError.js"

/** The runtime's chunk: loading it on a server is a failure of its own. */
const runtimeLoads = vi.hoisted(() => ({ count: 0 }))
vi.mock("../../../shell/runtime/startInstance.js", () => {
  runtimeLoads.count++
  return { startInstance: () => Promise.reject(new Error("the runtime started on a server")) }
})

const OPTIONS: AppKitOptions = {
  projectId: "test-project",
  networks: [mainnet, polygon, solana],
  // Never reached: nothing may be requested on a server.
  endpoints: { blockchain: "http://127.0.0.1:9", catalogue: "http://127.0.0.1:9", analytics: "http://127.0.0.1:9" }
}

/** What a server must not start: requests, timers, sockets. */
const started = { fetch: vi.fn(), setTimeout: vi.fn(), setInterval: vi.fn(), WebSocket: vi.fn() }

beforeEach(() => {
  expect(typeof window).toBe("undefined")
  expect(typeof document).toBe("undefined")
  for (const spy of Object.values(started)) spy.mockClear()
  vi.spyOn(globalThis, "fetch").mockImplementation((...args) => {
    started.fetch(...args)
    return Promise.reject(new Error("fetch on a server"))
  })
  const realSetTimeout = globalThis.setTimeout
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((...args: Parameters<typeof setTimeout>) => {
    started.setTimeout(...args)
    return realSetTimeout(...args)
  }) as typeof setTimeout)
  const realSetInterval = globalThis.setInterval
  vi.spyOn(globalThis, "setInterval").mockImplementation(((...args: Parameters<typeof setInterval>) => {
    started.setInterval(...args)
    return realSetInterval(...args)
  }) as typeof setInterval)
  vi.stubGlobal(
    "WebSocket",
    class {
      constructor(...args: Array<unknown>) {
        started.WebSocket(...args)
      }
    }
  )
})

const created: Array<AppKitInstance> = []
afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await Promise.all(created.splice(0).map((instance) => instance.destroy()))
})

const make = (options: Partial<AppKitOptions> = {}): AppKitInstance => {
  const instance = createAppKit({ ...OPTIONS, ...options })
  created.push(instance)
  return instance
}

const nothingStarted = () => {
  expect(started.fetch).not.toHaveBeenCalled()
  expect(started.setTimeout).not.toHaveBeenCalled()
  expect(started.setInterval).not.toHaveBeenCalled()
  expect(started.WebSocket).not.toHaveBeenCalled()
  expect(runtimeLoads.count).toBe(0)
}

/** Every hook, its answers written out as markup. */
const Hooks = () => {
  const { open, close } = useAppKit()
  const account = useAppKitAccount()
  const events = useAppKitEvents()
  const network = useAppKitNetwork()
  const provider = useAppKitProvider("eip155")
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const { disconnect } = useDisconnect()
  const { walletInfo } = useWalletInfo()
  const facts = {
    actions: [open, close, network.switchNetwork, disconnect, theme.setThemeMode, theme.setThemeVariables].map((f) => typeof f).join(","),
    address: account.address ?? "none",
    connected: account.isConnected,
    status: account.status ?? "none",
    event: events.data?.event ?? "none",
    network: network.caipNetworkId ?? "none",
    chainId: network.chainId ?? "none",
    provider: provider.walletProvider === undefined ? "none" : "some",
    open: state.open,
    loading: state.loading,
    chain: state.activeChain ?? "none",
    theme: theme.themeMode,
    wallet: walletInfo?.name ?? "none"
  }
  return <pre>{JSON.stringify(facts)}</pre>
}

const facts = (html: string): unknown => JSON.parse(/<pre>(.*)<\/pre>/.exec(html)?.[1]?.replaceAll("&quot;", '"') ?? "null")

const FUNCTIONS = "function,function,function,function,function,function"

/** The ready-made buttons and the modal, as a page lays them out. */
const Page = ({ children }: { readonly children?: ReactNode }) => (
  <header>
    <ConnectButton />
    <NetworkButton />
    <AccountButton />
    <AppKitModal />
    {children}
  </header>
)

describe("before createAppKit, a server renders", () => {
  it("every hook with its disconnected answers", () => {
    expect(latestInstance()).toBeUndefined()
    expect(facts(renderToString(<Hooks />))).toEqual({
      actions: FUNCTIONS,
      address: "none",
      connected: false,
      status: "none",
      event: "none",
      network: "none",
      chainId: "none",
      provider: "none",
      open: false,
      loading: false,
      chain: "none",
      theme: "dark",
      wallet: "none"
    })
    nothingStarted()
  })

  it("Connect, no network to select, no account and no modal", () => {
    const html = renderToString(<Page />)
    expect(html).toContain('data-testid="connect" data-state="disconnected"')
    expect(html).toContain(">Connect</")
    expect(html).toContain('data-testid="network"')
    expect(html).not.toContain('data-testid="account"')
    expect(html).not.toContain("doorway-modal")
    nothingStarted()
  })
})

describe("createAppKit on a server", () => {
  it("makes an inactive instance: no request, timer, socket, runtime or element", async () => {
    const instance = make()
    const shell = handleOf(instance)
    expect(shell.running()).toBeUndefined()
    expect(instance.getState()).toEqual({ open: false, loading: false, selectedNetworkId: mainnet.caipNetworkId, activeChain: "eip155", initialized: false })
    expect(instance.getIsConnectedState()).toBe(false)
    expect(instance.getChainId()).toBe(1)
    // A tick later, still nothing: no start was scheduled.
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    expect(shell.running()).toBeUndefined()
    nothingStarted()
  })

  it("renders every hook with the instance's start state", () => {
    make({ defaultNetwork: polygon, themeMode: "light" })
    expect(facts(renderToString(<Hooks />))).toEqual({
      actions: FUNCTIONS,
      address: "none",
      connected: false,
      status: "disconnected",
      event: "none",
      network: polygon.caipNetworkId,
      chainId: 137,
      provider: "none",
      open: false,
      loading: false,
      chain: "eip155",
      theme: "light",
      wallet: "none"
    })
    nothingStarted()
  })

  it("renders the buttons disconnected on the instance's network, and no modal", () => {
    make({ defaultNetwork: polygon })
    const html = renderToString(<Page />)
    expect(html).toContain('data-testid="connect" data-state="disconnected"')
    expect(html).toContain(">Connect</")
    expect(html).toContain(">Polygon</")
    expect(html).not.toContain('data-testid="account"')
    expect(html).not.toContain("doorway-modal")
    nothingStarted()
  })

  it("renders the instance an AppKitProvider gives, and an embedded AppKitModal as nothing until a browser runs it", () => {
    make({ defaultNetwork: polygon })
    const own = make({ embedded: true })
    const html = renderToString(
      <AppKitProvider instance={own}>
        <Hooks />
        <AppKitModal />
      </AppKitProvider>
    )
    expect(facts(html)).toMatchObject({ network: mainnet.caipNetworkId, chainId: 1 })
    expect(html).toBe(renderToString(<AppKitProvider instance={own}><Hooks /></AppKitProvider>))
    nothingStarted()
  })

  it("rejects its actions with ServerInstance and ignores theme changes: one request cannot change the next", async () => {
    const instance = make({ themeMode: "light" })
    await expect(instance.open()).rejects.toBeInstanceOf(ServerInstanceError)
    await expect(instance.open({ view: "Networks" })).rejects.toMatchObject({ _tag: "ServerInstance" })
    await expect(instance.switchNetwork(polygon)).rejects.toMatchObject({ _tag: "ServerInstance" })
    // Nothing is open: nothing to close.
    await expect(instance.close()).resolves.toBeUndefined()
    let disconnect: (() => Promise<void>) | undefined
    const Probe = () => {
      disconnect = useDisconnect().disconnect
      return null
    }
    renderToString(<Probe />)
    await expect(disconnect?.()).rejects.toMatchObject({ _tag: "ServerInstance" })
    instance.setThemeMode("dark")
    instance.setThemeVariables({ "--w3m-accent": "#123456" })
    expect(instance.getThemeMode()).toBe("light")
    expect(instance.getThemeVariables()).toEqual({})
    expect(facts(renderToString(<Hooks />))).toMatchObject({ theme: "light", network: mainnet.caipNetworkId })
    nothingStarted()
  })

  it("keeps one instance: a new one replaces the last, and a destroyed one is forgotten", async () => {
    const first = make()
    const second = make({ defaultNetwork: solana })
    expect(latestInstance()).toBe(second)
    expect(facts(renderToString(<Hooks />))).toMatchObject({ network: solana.caipNetworkId, chain: "solana" })
    await second.destroy()
    // The first was replaced, not kept beneath it.
    expect(latestInstance()).toBeUndefined()
    await first.destroy()
    expect(facts(renderToString(<Hooks />))).toMatchObject({ network: "none", status: "none" })
    nothingStarted()
  })
})
