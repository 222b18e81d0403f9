// @vitest-environment happy-dom
/**
 * The hooks rendered in a page (`react-dom/client`; what a server renders is in test/shell/ssr):
 * each reads the instance's state through the store hook, hooks without a provider use the last
 * created instance, and a provider selects another.
 */
import { afterEach, describe, expect, it } from "vitest"
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"
import type { ReactNode } from "react"
import type { AppKitOptions } from "../../core/config/AppKitOptions.js"
import { mainnet, solana } from "../../core/networks/index.js"
import type { AppKitInstance } from "../../shell/AppKitInstance.js"
import { AppKitProvider } from "../../shell/AppKitProvider.js"
import { createAppKit } from "../../shell/createAppKit.js"
import { useAppKit } from "../../shell/hooks/useAppKit.js"
import { useAppKitAccount } from "../../shell/hooks/useAppKitAccount.js"
import { useAppKitNetwork } from "../../shell/hooks/useAppKitNetwork.js"
import { useAppKitProvider } from "../../shell/hooks/useAppKitProvider.js"
import { useAppKitState } from "../../shell/hooks/useAppKitState.js"
import { useAppKitTheme } from "../../shell/hooks/useAppKitTheme.js"
import { useDisconnect } from "../../shell/hooks/useDisconnect.js"
import { useWalletInfo } from "../../shell/hooks/useWalletInfo.js"
import { Effect, Ref } from "effect"
import { ChainState } from "../../core/services/ChainState.js"
import { Connectors } from "../../core/services/Connectors.js"
import type { CaipAddress } from "../../schemas/Caip.js"
import { handleOf } from "../../shell/runtime/handles.js"
import { AppKitNotCreatedError } from "../../shell/runtime/AppKitNotCreatedError.js"

// A loopback port that is never opened: the start-up fetches fail at once.
const endpoint = "http://127.0.0.1:9"
const created: Array<AppKitInstance> = []
afterEach(async () => {
  await Promise.all(created.splice(0).map((instance) => instance.destroy()))
})

const make = (options: Partial<AppKitOptions> = {}): AppKitInstance => {
  const instance = createAppKit({
    projectId: "test-project",
    networks: [mainnet, solana],
    endpoints: { blockchain: endpoint, catalogue: endpoint, analytics: endpoint, secureSite: endpoint, relay: endpoint },
    // The hooks only: the modal is not mounted.
    append: false,
    ...options
  })
  created.push(instance)
  return instance
}

/** Renders `useHook` once and hands back what it returned. */
const renderHook = <A,>(useHook: () => A, wrap: (node: ReactNode) => ReactNode = (node) => node): A => {
  let result: { value: A } | undefined
  const Probe = () => {
    result = { value: useHook() }
    return null
  }
  const root = createRoot(document.createElement("div"))
  flushSync(() => root.render(wrap(<Probe />)))
  root.unmount()
  if (result === undefined) throw new Error("The probe did not render")
  return result.value
}

describe("hooks", () => {
  it("answer nobody connected before createAppKit; their actions reject with AppKitNotCreated naming the hook", async () => {
    // No networks yet: no namespace, so no status, as for a namespace an instance does not have.
    expect(renderHook(useAppKitAccount)).toEqual({
      allAccounts: [],
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: undefined,
      embeddedWalletInfo: undefined
    })
    const { open, close } = renderHook(useAppKit)
    const refused = await open().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppKitNotCreatedError)
    expect(refused).toMatchObject({ _tag: "AppKitNotCreated", hook: "useAppKit", message: "Call createAppKit before using useAppKit" })
    await expect(renderHook(useAppKitNetwork).switchNetwork(solana)).rejects.toMatchObject({ _tag: "AppKitNotCreated", hook: "useAppKitNetwork" })
    await expect(renderHook(useDisconnect).disconnect()).rejects.toMatchObject({ _tag: "AppKitNotCreated", hook: "useDisconnect" })
    // Nothing is open, so there is nothing to close; a theme set now changes nothing.
    await expect(close()).resolves.toBeUndefined()
    renderHook(useAppKitTheme).setThemeMode("light")
    expect(renderHook(useAppKitTheme).themeMode).toBe("dark")
  })

  it("follow the instance created after they rendered", () => {
    const seen: Array<string | undefined> = []
    const Probe = () => {
      seen.push(useAppKitNetwork().caipNetworkId)
      return null
    }
    const root = createRoot(document.createElement("div"))
    flushSync(() => root.render(<Probe />))
    flushSync(() => make())
    root.unmount()
    expect(seen).toEqual([undefined, mainnet.caipNetworkId])
  })

  it("useAppKitState and useAppKit follow the modal", async () => {
    make()
    expect(renderHook(useAppKitState)).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: mainnet.caipNetworkId,
      activeChain: "eip155",
      initialized: false
    })
    await renderHook(useAppKit).open()
    expect(renderHook(useAppKitState).open).toBe(true)
    await renderHook(useAppKit).close()
    expect(renderHook(useAppKitState).open).toBe(false)
  })

  it("useAppKit's open takes only the modal's views; another name rejects with UnknownView", async () => {
    make()
    const { open } = renderHook(useAppKit)
    await open({ view: "SwitchNetwork" })
    expect(renderHook(useAppKitState).open).toBe(true)
    // @ts-expect-error ApproveTransaction is a view of the spec only a program opens
    await expect(open({ view: "ApproveTransaction" })).rejects.toMatchObject({ _tag: "UnknownView", view: "ApproveTransaction" })
  })

  it("useAppKitAccount reports nobody connected", () => {
    make()
    expect(renderHook(useAppKitAccount)).toEqual({
      allAccounts: [],
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: "disconnected",
      embeddedWalletInfo: undefined
    })
    expect(renderHook(() => useAppKitAccount({ namespace: "solana" })).status).toBe("disconnected")
  })

  it("useAppKitNetwork reports the active network and switches it", async () => {
    make()
    const network = renderHook(useAppKitNetwork)
    expect(network.caipNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId)
    expect(network.caipNetworkId).toBe(mainnet.caipNetworkId)
    expect(network.chainId).toBe(1)
    await network.switchNetwork(solana)
    const switched = renderHook(useAppKitNetwork)
    expect(switched.caipNetworkId).toBe(solana.caipNetworkId)
    expect(renderHook(useAppKitState).activeChain).toBe("solana")
  })

  it("useAppKitTheme reads and sets the theme", () => {
    make({ themeMode: "light", themeVariables: { "--w3m-accent": "#123456" } })
    const theme = renderHook(useAppKitTheme)
    expect(theme.themeMode).toBe("light")
    expect(theme.themeVariables).toEqual({ "--w3m-accent": "#123456" })
    theme.setThemeMode("dark")
    theme.setThemeVariables({ "--w3m-z-index": 10 })
    const after = renderHook(useAppKitTheme)
    expect(after.themeMode).toBe("dark")
    expect(after.themeVariables).toEqual({ "--w3m-accent": "#123456", "--w3m-z-index": 10 })
  })

  it("useDisconnect resolves with nothing connected; useWalletInfo and useAppKitProvider have nothing to report", async () => {
    make()
    await expect(renderHook(useDisconnect).disconnect()).resolves.toBeUndefined()
    await expect(renderHook(useDisconnect).disconnect({ namespace: "solana" })).resolves.toBeUndefined()
    expect(renderHook(useWalletInfo)).toEqual({ walletInfo: undefined })
    expect(renderHook(() => useAppKitProvider("eip155"))).toEqual({ walletProvider: undefined, walletProviderType: undefined })
  })

  it("useAppKitProvider and useWalletInfo follow the connector the namespace is connected through", async () => {
    const instance = make()
    const provider = { request: () => Promise.resolve(null) }
    const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    const { runtime } = (await handleOf(instance).start()).handle
    runtime.runSync(
      Effect.gen(function* () {
        const connectors = yield* Connectors
        yield* Ref.update(connectors.state, (state) => ({
          ...state,
          connectors: [
            { id: "org.doorway.devwallet", name: "Doorway Dev Wallet", type: "ANNOUNCED" as const, chain: "eip155" as const, provider, info: { icon: "data:image/png;base64,AA" } }
          ],
          activeConnectorIds: { eip155: "org.doorway.devwallet" }
        }))
        const chains = yield* ChainState
        yield* Ref.update(chains.chains, (all) => {
          const evm = all.get("eip155")
          if (evm === undefined) return all
          return new Map(all).set("eip155", { ...evm, accountState: { ...evm.accountState, caipAddress: `eip155:1:${address}` as CaipAddress, address } })
        })
      })
    )
    expect(renderHook(() => useAppKitProvider("eip155"))).toEqual({ walletProvider: provider, walletProviderType: "ANNOUNCED" })
    expect(renderHook(() => useAppKitProvider("solana"))).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    expect(renderHook(useWalletInfo)).toEqual({ walletInfo: { name: "Doorway Dev Wallet", icon: "data:image/png;base64,AA", type: "ANNOUNCED" } })
  })

  it("use the last created instance, or the one a provider selects", () => {
    const first = make({ themeMode: "light" })
    make({ themeMode: "dark", projectId: "other-project" })
    expect(renderHook(useAppKitTheme).themeMode).toBe("dark")
    const provided = renderHook(useAppKitTheme, (node) => <AppKitProvider instance={first}>{node}</AppKitProvider>)
    expect(provided.themeMode).toBe("light")
    expect(renderHook(useAppKit, (node) => <AppKitProvider instance={first}>{node}</AppKitProvider>).open).toBe(first.open)
  })

  it("render the snapshot cached by the store, the same object on every render", () => {
    make()
    const a = renderHook(useAppKitTheme)
    const b = renderHook(useAppKitTheme)
    expect(b.themeVariables).toBe(a.themeVariables)
  })
})
