/**
 * The state an instance shows before its runtime runs is the state the runtime starts with, so
 * nothing a host draws changes when the runtime takes over; a theme set before is handed over.
 */
import { afterEach, describe, expect, it, vi } from "vitest"
import { Effect, Option, Ref, Stream } from "effect"
import type { AppKitOptions } from "../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../core/config/resolveOptions.js"
import { bitcoin, mainnet, polygon, solana } from "../../core/networks/index.js"
import type { ThemeMode } from "../../core/services/Theme.js"
import { AppLive } from "../../layers/AppLive.js"
import type { AppKitInstance } from "../../shell/AppKitInstance.js"
import { createAppKit } from "../../shell/createAppKit.js"
import { stateServices } from "../../shell/runtime/AppHandle.js"
import { handleOf } from "../../shell/runtime/handles.js"
import { makeInstanceRuntime } from "../../shell/runtime/InstanceRuntime.js"
import { startState } from "../../shell/runtime/startState.js"
import type { StateRef } from "../../core/state/StateRef.js"
import { changesOf } from "../../core/state/changesOf.js"

// These instances run in Node as in a page (without mounting, as there is no document): outside
// a browser createAppKit would make the inactive server instance (see test/shell/ssr).
vi.mock("../../shell/runtime/inBrowser.js", () => ({ inBrowser: () => true }))

// A loopback port that is never opened: the start-up fetches fail at once.
const endpoint = "http://127.0.0.1:9"
const endpoints = { blockchain: endpoint, catalogue: endpoint, analytics: endpoint, secureSite: endpoint, relay: endpoint }

const created: Array<AppKitInstance> = []
afterEach(async () => {
  await Promise.all(created.splice(0).map((instance) => instance.destroy()))
})

const make = (options: Partial<AppKitOptions> = {}): AppKitInstance => {
  const instance = createAppKit({ projectId: "test-project", networks: [mainnet, solana], endpoints, ...options })
  created.push(instance)
  return instance
}

const CASES: ReadonlyArray<readonly [string, Pick<AppKitOptions, "networks"> & Partial<AppKitOptions>, ThemeMode | undefined]> = [
  ["no theme, the system's", { networks: [mainnet, polygon, solana] }, "light"],
  ["a default network and a theme", { networks: [mainnet, solana], defaultNetwork: solana, themeMode: "light", themeVariables: { "--w3m-accent": "#123" } }, "dark"],
  ["neither theme", { networks: [solana, mainnet] }, undefined]
]

describe("startState", () => {
  it.each(CASES)("matches the first values of the state services: %s", async (_, given, system) => {
    const options = resolveOptions({ projectId: "p", endpoints, ...given })
    const runtime = makeInstanceRuntime(AppLive(system === undefined ? { options } : { options, systemThemeMode: system }))
    try {
      const state = runtime.runSync(stateServices)
      const read = <A>(ref: StateRef<A>): A => Effect.runSync(Ref.get(ref))
      const start = startState(options, system)
      expect(start.modal).toEqual(read(state.modal.state))
      expect(start.chains).toEqual(read(state.chains.chains))
      expect(start.activeNamespace).toBe(Option.getOrUndefined(read(state.chains.activeNamespace)))
      expect(start.theme).toEqual(read(state.theme.state))
      expect(start.events).toBe(Option.getOrUndefined(read(state.events)))
      expect(start.connectors).toEqual(read(state.connectors.state))
    } finally {
      await runtime.dispose()
    }
  })
})

describe("startState while stored connections are restored", () => {
  it("shows each remembered namespace connecting from the first render, and no other", () => {
    const options = resolveOptions({ projectId: "p", endpoints, networks: [mainnet, solana, bitcoin] })
    const start = startState(options, undefined, new Set(["solana", "bip122"] as const))
    expect(start.chains.get("solana")?.accountState.status).toBe("connecting")
    expect(start.chains.get("bip122")?.accountState.status).toBe("connecting")
    expect(start.chains.get("eip155")?.accountState.status).not.toBe("connecting")
  })
})

describe("an instance before its runtime runs", () => {
  it("answers from its start state and starts the runtime in a later task, not while the host renders", async () => {
    const instance = make({ defaultNetwork: solana })
    expect(handleOf(instance).running()).toBe(undefined)
    expect(handleOf(instance).started()).toBe(undefined)
    expect(instance.getState()).toEqual({ open: false, loading: false, selectedNetworkId: solana.caipNetworkId, activeChain: "solana", initialized: false })
    expect(instance.getCaipNetworkId()).toBe(solana.caipNetworkId)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const running = await handleOf(instance).started()
    expect(running?.handle.options.defaultNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(instance.getState().activeChain).toBe("solana")
  })

  it("keeps a theme set before the start and hands it to the runtime's theme", async () => {
    const instance = make({ themeMode: "dark", themeVariables: { "--w3m-accent": "#000" } })
    const seen: Array<string> = []
    const unsubscribe = handleOf(instance).store("theme").subscribe(() => seen.push(instance.getThemeMode()))
    instance.setThemeMode("light")
    instance.setThemeVariables({ "--w3m-z-index": 5000 })
    expect(instance.getThemeMode()).toBe("light")
    expect(seen).toEqual(["light", "light"])
    const { handle } = await handleOf(instance).start()
    expect(Effect.runSync(Ref.get(handle.state.theme.state))).toEqual({
      themeMode: "light",
      themeVariables: { "--w3m-accent": "#000", "--w3m-z-index": 5000 }
    })
    expect(instance.getThemeVariables()).toEqual({ "--w3m-accent": "#000", "--w3m-z-index": 5000 })
    unsubscribe()
  })

  it("closes with nothing to close, and a destroyed one never starts", async () => {
    const instance = make()
    await expect(instance.close()).resolves.toBeUndefined()
    expect(handleOf(instance).started()).toBe(undefined)
    await instance.destroy()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(handleOf(instance).running()).toBe(undefined)
  })
})

describe("an instance whose page remembers a connection", () => {
  const STORED = { "@appkit/eip155:connected_connector_id": "io.example.wallet" }
  const remember = (entries: Readonly<Record<string, string>>) => {
    const items = new Map(Object.entries(entries))
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key)
    })
  }
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const evmStatus = (instance: AppKitInstance, read: "getSnapshot" | "getServerSnapshot" = "getSnapshot") =>
    handleOf(instance).store("chains")[read]().get("eip155")?.accountState.status

  it("starts connecting on EVM (what a server rendered stays disconnected), and its runtime starts connecting too", async () => {
    remember(STORED)
    const instance = make()
    expect(evmStatus(instance)).toBe("connecting")
    expect(instance.getIsConnectedState()).toBe(false)
    expect(handleOf(instance).store("chains").getSnapshot().get("solana")?.accountState.status).toBe("disconnected")
    expect(evmStatus(instance, "getServerSnapshot")).toBe("disconnected")
    const seen: Array<string | undefined> = []
    const unsubscribe = handleOf(instance).store("chains").subscribe(() => seen.push(evmStatus(instance)))
    await handleOf(instance).start()
    // The runtime took over without a "disconnected" in between: the stored wallet is still awaited.
    expect(evmStatus(instance)).toBe("connecting")
    expect(seen.every((status) => status === "connecting")).toBe(true)
    unsubscribe()
  })

  it("goes back to disconnected when the start-up program stops before reconnecting", async () => {
    remember(STORED)
    // Both sign-in options: the option check fails and the start-up program stops there.
    const signIn = { getNonce: () => Promise.resolve("n"), createMessage: () => "", methods: {} } as unknown as AppKitOptions["siweConfig"]
    const siwx = { getRequired: () => false } as unknown as AppKitOptions["siwx"]
    const instance = make({ siweConfig: signIn, siwx })
    expect(evmStatus(instance)).toBe("connecting")
    const { handle } = await handleOf(instance).start()
    const settled = await Effect.runPromise(
      changesOf(handle.state.chains.chains).pipe(
        Stream.map((chains) => chains.get("eip155")?.accountState.status),
        Stream.filter((status) => status === "disconnected"),
        Stream.runHead
      )
    )
    expect(Option.getOrUndefined(settled)).toBe("disconnected")
    expect(evmStatus(instance)).toBe("disconnected")
  })

  it("starts disconnected when reconnection is off, or nothing is stored", () => {
    remember(STORED)
    expect(evmStatus(make({ enableReconnect: false }))).toBe("disconnected")
    remember({})
    expect(evmStatus(make())).toBe("disconnected")
  })
})
