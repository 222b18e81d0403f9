// @vitest-environment happy-dom
/**
 * AppKit's React quick starts, written as a porter writes them against `doorway-connect`: the
 * types they name (`AppKitNetwork`, `Provider`), the hooks and instance methods they call, the
 * options they pass and the tags they drop in. Each usage type-checks (the suite is type-checked
 * with the project) and does what AppKit's does. Hosted services point at a closed loopback port.
 */
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import { arbitrum, defineChain, defineNetwork, mainnet, sepolia, solana } from "doorway-connect/networks"
import type { AppKitNetwork } from "doorway-connect/networks"
import "doorway-connect/elements"
import {
  createAppKit,
  MODAL_ELEMENT,
  useAppKitBalance,
  useAppKitProvider,
  useAppKitState
} from "doorway-connect/react"
import type { AppKitInstance, AppKitNetwork as ReactAppKitNetwork, Provider } from "doorway-connect/react"
import { ChainState } from "../../core/services/ChainState.js"
import { Connectors } from "../../core/services/Connectors.js"
import type { CaipAddress } from "../../schemas/Caip.js"
import { latestInstance } from "../../shell/instances.js"
import { handleOf } from "../../shell/runtime/handles.js"
import { InstanceDestroyedError } from "../../shell/runtime/InstanceDestroyedError.js"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const closed = "http://127.0.0.1:9"
const endpoints = { blockchain: closed, catalogue: closed, analytics: closed, secureSite: closed, relay: closed }
const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

// As AppKit's quick start types it: a named, non-empty list, neither `as const` nor inline.
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum]

const created: Array<AppKitInstance> = []
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren()
    await Promise.all(created.splice(0).map((instance) => instance.destroy()))
  })
})

/** An instance of `networks`; its modal is mounted only when `append` says so (the hooks need none). */
const make = (
  options: { readonly projectId?: string; readonly networks?: [AppKitNetwork, ...AppKitNetwork[]]; readonly append?: boolean } = {}
): AppKitInstance => {
  const instance = createAppKit({
    projectId: options.projectId ?? "porting-project",
    networks: options.networks ?? networks,
    endpoints,
    append: options.append ?? false
  })
  created.push(instance)
  return instance
}

/** Renders `useHook` once and hands back what it returned. */
const renderHook = <A,>(useHook: () => A): A => {
  let result: { value: A } | undefined
  const Probe = () => {
    result = { value: useHook() }
    return null
  }
  const root = createRoot(document.createElement("div"))
  act(() => root.render(<Probe />))
  act(() => root.unmount())
  if (result === undefined) throw new Error("the hook did not render")
  return result.value
}

/** Connects `address` on the instance's `namespace` through an announced connector with `provider`. */
const connect = async (instance: AppKitInstance, provider: unknown, network: AppKitNetwork = mainnet) => {
  const { runtime } = (await handleOf(instance).start()).handle
  runtime.runSync(
    Effect.gen(function* () {
      const connectors = yield* Connectors
      yield* Ref.update(connectors.state, (state) => ({
        ...state,
        connectors: [{ id: "org.doorway.devwallet", name: "Doorway Dev Wallet", type: "ANNOUNCED" as const, chain: "eip155" as const, provider }],
        activeConnectorIds: { eip155: "org.doorway.devwallet" }
      }))
      const chains = yield* ChainState
      yield* Ref.update(chains.chains, (all) => {
        const evm = all.get("eip155")
        if (evm === undefined) return all
        const caipAddress = `${network.caipNetworkId}:${ADDRESS}` as CaipAddress
        return new Map(all).set("eip155", {
          ...evm,
          networkState: { ...evm.networkState, caipNetwork: network },
          accountState: { ...evm.accountState, caipAddress, address: ADDRESS }
        })
      })
    })
  )
  return runtime
}

describe("an AppKit quick start ported", () => {
  it("passes a networks list typed [AppKitNetwork, ...AppKitNetwork[]] to createAppKit (the react entry names the type too)", () => {
    const same: ReactAppKitNetwork = networks[0]
    const instance = make()
    expect(same).toBe(mainnet)
    expect(instance.getCaipNetwork()?.caipNetworkId).toBe(mainnet.caipNetworkId)
  })

  it("defines a custom network with defineChain, the same as defineNetwork", () => {
    const devnet = defineChain({
      id: 31337,
      caipNetworkId: "eip155:31337",
      chainNamespace: "eip155",
      name: "Local",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } }
    })
    expect(defineChain).toBe(defineNetwork)
    expect(devnet.id).toBe(31337)
    const instance = make({ networks: [devnet, mainnet] })
    expect(instance.getChainId()).toBe(31337)
  })

  it("types useAppKitProvider<Provider>('eip155') as an EIP-1193 provider", async () => {
    const instance = make()
    const provider: Provider = { request: <T,>() => Promise.resolve(["0xabc"] as T) }
    await connect(instance, provider)
    const { walletProvider } = renderHook(() => useAppKitProvider<Provider>("eip155"))
    expect(walletProvider).toBe(provider)
    await expect(walletProvider?.request<ReadonlyArray<string>>({ method: "eth_accounts" })).resolves.toEqual(["0xabc"])
  })

  it("fetches the balance with useAppKitBalance: nothing to read while disconnected, the native balance once connected", async () => {
    const instance = make({ networks: [sepolia, mainnet] })
    const { fetchBalance } = renderHook(useAppKitBalance)
    await expect(fetchBalance()).resolves.toEqual({ data: undefined, error: "Not able to retrieve balance", isSuccess: false, isError: true })
    // A testnet's balance is 0.00 without asking its node (SPEC §5).
    await connect(instance, { request: () => Promise.resolve(null) }, sepolia)
    const result = await fetchBalance()
    expect(result).toEqual({ data: { balance: "0.00", symbol: "ETH" }, error: null, isSuccess: true, isError: false })
    expect(result.data?.balance).toBe("0.00")
  })

  it("reads useAppKitState().initialized: false until the instance runs, then true", async () => {
    const instance = make()
    expect(renderHook(useAppKitState).initialized).toBe(false)
    expect(instance.getState().initialized).toBe(false)
    await handleOf(instance).start()
    expect(renderHook(useAppKitState).initialized).toBe(true)
    expect(instance.getState().initialized).toBe(true)
  })

  it("opens Connect for one chain family with open({ view, namespace })", async () => {
    const instance = make({ networks: [mainnet, solana] })
    await act(() => instance.open({ view: "Connect", namespace: "solana" }))
    const { state } = (await handleOf(instance).start()).handle
    // Connect reads the namespace from its route and lists that family's wallets (connectFilters.test).
    expect(Effect.runSync(Ref.get(state.router.history))).toEqual([{ view: "Connect", data: { namespace: "solana" } }])
  })

  it("reads the thrown error's text from message: open() on a view the modal does not have", async () => {
    const instance = make()
    const failure = await instance.open({ view: "NoSuchView" as never }).then(
      () => undefined,
      (error: unknown) => error
    )
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe('There is no view named "NoSuchView"')
    expect(failure).toMatchObject({ _tag: "UnknownView", view: "NoSuchView" })
  })
})

describe("the instance methods AppKit's users call", () => {
  it("getWalletProvider, getWalletProviderType, getWalletInfo follow the connected wallet, and their subscriptions call back", async () => {
    const instance = make()
    expect(instance.getWalletProvider()).toBeUndefined()
    expect(instance.getWalletProviderType()).toBeUndefined()
    expect(instance.getWalletInfo()).toBeUndefined()
    const provider = { request: () => Promise.resolve(null) }
    // The subscriptions deliver in a later task: each resolves once it has called back with the wallet.
    let stopProviders = () => {}
    let stopInfo = () => {}
    const providers = new Promise<Partial<Record<string, unknown>>>((resolve) => {
      stopProviders = instance.subscribeProviders((next) => next["eip155"] !== undefined && resolve(next))
    })
    const info = new Promise<unknown>((resolve) => {
      stopInfo = instance.subscribeWalletInfo((next) => next !== undefined && resolve(next))
    })
    await connect(instance, provider)
    expect(instance.getWalletProvider()).toBe(provider)
    expect(instance.getWalletProvider("eip155")).toBe(provider)
    expect(instance.getWalletProviderType()).toBe("ANNOUNCED")
    expect(instance.getWalletInfo()).toEqual({ name: "Doorway Dev Wallet", type: "ANNOUNCED" })
    expect(await providers).toEqual({ eip155: provider })
    expect(await info).toEqual({ name: "Doorway Dev Wallet", type: "ANNOUNCED" })
    stopProviders()
    stopInfo()
  })

  it("subscribeNetwork calls back with the new network; getEvent and subscribeEvents follow the tracked events", async () => {
    const instance = make()
    expect(instance.getEvent()).toEqual({ timestamp: undefined, data: undefined })
    let stopNetwork = () => {}
    let stopEvents = () => {}
    const switched = new Promise<unknown>((resolve) => {
      stopNetwork = instance.subscribeNetwork((network) => network.caipNetworkId === arbitrum.caipNetworkId && resolve(network.chainId))
    })
    // The start-up tracks INITIALIZE.
    const initialized = new Promise<string>((resolve) => {
      stopEvents = instance.subscribeEvents((event) => event.data.event === "INITIALIZE" && resolve(event.data.event))
    })
    await instance.switchNetwork(arbitrum)
    expect(await switched).toBe(arbitrum.id)
    expect(await initialized).toBe("INITIALIZE")
    expect(instance.getEvent().data?.event).toBeDefined()
    stopNetwork()
    stopEvents()
  })

  it("disconnect() disconnects every namespace", async () => {
    const instance = make()
    await connect(instance, { request: () => Promise.resolve(null) })
    expect(instance.getIsConnectedState()).toBe(true)
    await instance.disconnect()
    expect(instance.getIsConnectedState()).toBe(false)
  })
})

describe("createAppKit called again (a hot module update)", () => {
  it("replaces the instance of the same project: the old one is torn down, one modal stays", async () => {
    const first = make({ append: true })
    const second = make({ append: true })
    expect(latestInstance()).toBe(second)
    expect(document.querySelectorAll(MODAL_ELEMENT)).toHaveLength(1)
    expect((document.querySelector(MODAL_ELEMENT) as HTMLElement).dataset["doorwayInstance"]).toBe(handleOf(second).id)
    await expect(first.open()).rejects.toBeInstanceOf(InstanceDestroyedError)
    await second.destroy()
    expect(latestInstance()).not.toBe(first)
  })

  it("keeps the instance of another project", () => {
    const first = make({ projectId: "project-a", append: true })
    const second = make({ projectId: "project-b", append: true })
    expect(document.querySelectorAll(MODAL_ELEMENT)).toHaveLength(2)
    expect(latestInstance()).toBe(second)
    expect(handleOf(first).started()).toBeUndefined()
  })
})

describe("<appkit-connect-button>", () => {
  it("renders the Connect button, with its label and size attributes", async () => {
    make()
    const holder = document.createElement("div")
    await act(async () => {
      holder.innerHTML = '<appkit-connect-button label="Sign in" size="sm"></appkit-connect-button>'
      document.body.append(holder)
    })
    const button = (holder.firstElementChild as HTMLElement).shadowRoot?.querySelector("button")
    expect(button?.textContent).toBe("Sign in")
    expect(button?.dataset["size"]).toBe("sm")
    expect(button?.dataset["state"]).toBe("disconnected")
  })
})
