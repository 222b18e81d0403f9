/**
 * `createAppKit` outside a browser: no element is mounted, but the instance has its state at once
 * and, once started (in the next task, or by a change), its runtime and the start-up program. Every hosted service points at a closed loopback port, so the
 * remote configuration fetch fails at once and the local options apply.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { Effect, Ref, Stream } from "effect"
import { EvmAdapter } from "doorway-connect/adapters"
import { createServer } from "node:net"
import type { AppKitOptions } from "../../core/config/AppKitOptions.js"
import { bitcoin, mainnet, polygon, solana } from "../../core/networks/index.js"
import type { AppKitInstance } from "../../shell/AppKitInstance.js"
import { createAppKit } from "../../shell/createAppKit.js"
import { latestInstance } from "../../shell/instances.js"
import { handleOf } from "../../shell/runtime/handles.js"
import { InstanceDestroyedError } from "../../shell/runtime/InstanceRuntime.js"
import type { AppKitState } from "../../shell/runtime/selectors.js"
import type { BuiltInViewName } from "../../shell/views/BuiltInViewName.js"
import { registerView, unregisterView, viewFor } from "../../shell/views/registry.js"
import { UnknownView } from "../../core/errors/RouterErrors.js"
import { messageOf } from "../../core/errors/catalogue.js"
import type { StateRef } from "../../core/state/StateRef.js"
import { changesOf } from "../../core/state/changesOf.js"

// These instances run in Node as in a page (without mounting, as there is no document): outside
// a browser createAppKit would make the inactive server instance (see test/shell/ssr).
vi.mock("../../shell/runtime/inBrowser.js", () => ({ inBrowser: () => true }))

let endpoint: string
beforeAll(async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  endpoint = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 9}`
})

const created: Array<AppKitInstance> = []
afterEach(async () => {
  await Promise.all(created.splice(0).map((instance) => instance.destroy()))
})

const make = (options: Partial<AppKitOptions> = {}): AppKitInstance => {
  const instance = createAppKit({
    projectId: "test-project",
    networks: [mainnet, polygon, solana, bitcoin],
    endpoints: { blockchain: endpoint, catalogue: endpoint, analytics: endpoint, secureSite: endpoint, relay: endpoint },
    ...options
  })
  created.push(instance)
  return instance
}

/** The instance's running handle (its runtime and state services), starting it if need be. */
const running = async (instance: AppKitInstance) => (await handleOf(instance).start()).handle

/**
 * What `subscribeState` delivers, and `until`, which waits for a delivered state to satisfy a
 * predicate: the watcher delivers in a later task, so a busy machine may not have delivered yet
 * when the change's promise resolves.
 */
const recordStates = (instance: AppKitInstance) => {
  const seen: Array<AppKitState> = []
  const waiting = new Set<(state: AppKitState) => void>()
  const unsubscribe = instance.subscribeState((state) => {
    seen.push(state)
    for (const waiter of [...waiting]) waiter(state)
  })
  const until = (predicate: (state: AppKitState) => boolean): Promise<void> =>
    seen.some(predicate)
      ? Promise.resolve()
      : new Promise((resolve) => {
          const waiter = (state: AppKitState) => {
            if (!predicate(state)) return
            waiting.delete(waiter)
            resolve()
          }
          waiting.add(waiter)
        })
  return { seen, until, unsubscribe }
}

/** The first value of `ref` that satisfies `predicate`. */
const untilValue = <A>(ref: StateRef<A>, predicate: (a: A) => boolean) =>
  changesOf(ref).pipe(Stream.filter(predicate), Stream.runHead, Effect.flatten)

describe("createAppKit", () => {
  it("starts closed, on the first network, with nobody connected", () => {
    const instance = make()
    expect(instance.getState()).toEqual<AppKitState>({
      open: false,
      loading: false,
      selectedNetworkId: mainnet.caipNetworkId,
      activeChain: "eip155",
      initialized: false
    })
    expect(instance.getIsConnectedState()).toBe(false)
    expect(instance.getAddress()).toBeUndefined()
    expect(instance.getCaipAddress()).toBeUndefined()
    expect(instance.getCaipNetwork()?.caipNetworkId).toBe(mainnet.caipNetworkId)
    expect(instance.getCaipNetwork("solana")?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(instance.getCaipNetworkId()).toBe(mainnet.caipNetworkId)
    expect(instance.getChainId()).toBe(1)
  })

  it("opens and closes the modal through the core's programs and reports each change", async () => {
    const instance = make()
    const { seen, until, unsubscribe } = recordStates(instance)
    await instance.open()
    expect(instance.getState().open).toBe(true)
    const router = (await running(instance)).state.router
    expect(Effect.runSync(Ref.get(router.history)).map((entry) => entry.view)).toEqual(["Connect"])
    await instance.close()
    expect(instance.getState().open).toBe(false)
    await until((state) => state.initialized && !state.open && seen.some((earlier) => earlier.open))
    // The runtime's start is a change too: `initialized` turns true, still closed.
    expect(seen.map((state) => [state.initialized, state.open])).toEqual([
      [true, false],
      [true, true],
      [true, false]
    ])
    unsubscribe()
    await instance.open()
    expect(seen).toHaveLength(3)
  })

  it("opens on the view it is asked for", async () => {
    const instance = make()
    await instance.open({ view: "Alert", data: { errorTag: "OriginNotAllowed" } })
    const history = Effect.runSync(Ref.get((await running(instance)).state.router.history))
    expect(history).toEqual([{ view: "Alert", data: { errorTag: "OriginNotAllowed" } }])
  })

  it("opens only the views it has: the type lists them, and another name rejects with UnknownView", async () => {
    const instance = make()
    await instance.open({ view: "AllWallets" })
    // A view of the spec only a program opens, and a name that is no view at all.
    // @ts-expect-error ApproveTransaction is not a view a host opens
    const notBuilt = await instance.open({ view: "ApproveTransaction" }).catch((e: unknown) => e)
    expect(notBuilt).toBeInstanceOf(UnknownView)
    expect(notBuilt).toMatchObject({ _tag: "UnknownView", view: "ApproveTransaction" })
    expect(messageOf(notBuilt as UnknownView)).toBe('There is no view named "ApproveTransaction"')
    // @ts-expect-error not a view name
    const noView = await instance.open({ view: "Settings" }).catch((e: unknown) => e)
    expect(noView).toMatchObject({ _tag: "UnknownView", view: "Settings" })
    // Nothing changed: still open on AllWallets.
    const history = Effect.runSync(Ref.get((await running(instance)).state.router.history))
    expect(history.map((entry) => entry.view)).toEqual(["AllWallets"])
    expect(instance.getState().open).toBe(true)
  })

  it("opens by AppKit's public view names: Networks is the network list; one the modal lacks rejects", async () => {
    const instance = make()
    await instance.open({ view: "Networks" })
    const router = (await running(instance)).state.router
    expect(Effect.runSync(Ref.get(router.history))).toEqual([{ view: "SwitchNetwork" }])
    await instance.open({ view: "AllWallets" })
    expect(Effect.runSync(Ref.get(router.history))).toEqual([{ view: "AllWallets" }])
    for (const view of ["WhatIsAWallet", "WhatIsANetwork", "OnRampProviders", "ApproveTransaction"] as const) {
      // @ts-expect-error an AppKit view the modal does not have
      const error = await instance.open({ view }).catch((e: unknown) => e)
      expect(error).toMatchObject({ _tag: "UnknownView", view })
    }
    expect(Effect.runSync(Ref.get(router.history))).toEqual([{ view: "AllWallets" }])
    await instance.open({ view: "ConnectingWalletConnectBasic" })
    expect(Effect.runSync(Ref.get(router.history))).toEqual([{ view: "ConnectingWalletConnectBasic" }])
  })

  it("opens Send by AppKit's name (WalletSend) and Receive by the spec's, each its own chunk, before the Account view has loaded", async () => {
    const instance = make()
    const router = (await running(instance)).state.router
    expect(viewFor("WalletSend")?.component.loaded()).toBeUndefined()
    expect(viewFor("Account")?.component.loaded()).toBeUndefined()
    await instance.open({ view: "WalletSend" })
    expect(Effect.runSync(Ref.get(router.history))).toEqual([{ view: "WalletSend" }])
    expect(viewFor("WalletSend")?.title).toBe("Send")
    expect(viewFor("WalletSend")?.component.loaded()).toBeDefined()
    await instance.open({ view: "WalletReceive" })
    expect(Effect.runSync(Ref.get(router.history))).toEqual([{ view: "WalletReceive" }])
    expect(viewFor("WalletReceive")?.title).toBe("Receive")
  })

  it("opens a view the host registered by its spec name", async () => {
    registerView("Swap", { title: "Swap", load: () => Promise.resolve({ default: () => null }) })
    try {
      const instance = make()
      // The type lists the built-in views; a host's own view is opened from unchecked code.
      await instance.open({ view: "Swap" as BuiltInViewName })
      const history = Effect.runSync(Ref.get((await running(instance)).state.router.history))
      expect(history.map((entry) => entry.view)).toEqual(["Swap"])
    } finally {
      unregisterView("Swap")
    }
  })

  it("switches to a configured network and rejects one it does not know", async () => {
    const instance = make()
    const { seen, until } = recordStates(instance)
    await instance.switchNetwork(solana)
    expect(instance.getState().activeChain).toBe("solana")
    expect(instance.getCaipNetworkId()).toBe(solana.caipNetworkId)
    expect(instance.getChainId()).toBe(solana.caipNetworkId.split(":")[1])
    await until((state) => state.selectedNetworkId === solana.caipNetworkId)
    expect(seen.at(-1)?.selectedNetworkId).toBe(solana.caipNetworkId)

    const unknown = { ...polygon, id: 999, caipNetworkId: "eip155:999" as typeof polygon.caipNetworkId }
    const error = await instance.switchNetwork(unknown).catch((e: unknown) => e)
    expect((error as { _tag: string })._tag).toBe("NetworkNotFound")
    expect(instance.getState().activeChain).toBe("solana")
  })

  it("setPreferredAccountType and waitForCallsStatus reject with their typed errors while nothing is connected", async () => {
    const instance = make()
    const switching = await instance.setPreferredAccountType("smartAccount").catch((e: unknown) => e)
    expect((switching as { _tag: string })._tag).toBe("NotConnectedToEmailOrSocial")
    const waiting = await instance.waitForCallsStatus(`0x${"ab".repeat(32)}`).catch((e: unknown) => e)
    expect((waiting as { _tag: string })._tag).toBe("NoActiveCaipAddress")
  })

  it("sets the theme mode and merges theme variables", () => {
    const instance = make({ themeMode: "dark", themeVariables: { "--w3m-accent": "#000" } })
    expect(instance.getThemeMode()).toBe("dark")
    instance.setThemeMode("light")
    expect(instance.getThemeMode()).toBe("light")
    instance.setThemeVariables({ "--w3m-z-index": 5000 })
    expect(instance.getThemeVariables()).toEqual({ "--w3m-accent": "#000", "--w3m-z-index": 5000 })
  })

  it("reads a theme change right after setting it while the runtime runs and something watches the theme", async () => {
    const instance = make({ themeMode: "dark" })
    await running(instance)
    const unsubscribe = handleOf(instance).store("theme").subscribe(() => undefined)
    instance.setThemeMode("light")
    expect(instance.getThemeMode()).toBe("light")
    instance.setThemeVariables({ "--w3m-z-index": 5000 })
    expect(instance.getThemeVariables()).toEqual({ "--w3m-z-index": 5000 })
    instance.setThemeMode("dark")
    expect(instance.getThemeMode()).toBe("dark")
    unsubscribe()
  })

  it("reads the network and modal state right after the change a promise waited for, while someone watches", async () => {
    const instance = make()
    await running(instance)
    const unsubscribe = instance.subscribeState(() => undefined)
    await instance.switchNetwork(polygon)
    expect(instance.getChainId()).toBe(137)
    expect(instance.getCaipNetworkId()).toBe(polygon.caipNetworkId)
    await instance.switchNetwork(solana)
    expect(instance.getState().activeChain).toBe("solana")
    await instance.open()
    expect(instance.getState().open).toBe(true)
    await instance.close()
    expect(instance.getState().open).toBe(false)
    unsubscribe()
  })

  it("shows the alert for a missing project id once started", async () => {
    const instance = make({ projectId: "" })
    const { state, runtime } = await running(instance)
    const alert = await runtime.runPromise(untilValue(state.alerts.alert, (a) => a.open))
    expect(alert.message).toBe("Project ID Not Configured")
    expect(alert.variant).toBe("error")
  })

  it("falls back to the local features when the project configuration cannot be fetched", async () => {
    const instance = make({ features: { email: false, socials: ["github"] } })
    const features = (await running(instance)).state.features.state
    const current = Effect.runSync(Ref.get(features))
    expect(current.email).toBe(false)
    expect(current.socials).toEqual(["github"])
  })

  it("with adapters: EVM networks under the EVM adapter start; a network of another family is a type error and stops the start", async () => {
    const endpoints = { blockchain: endpoint, catalogue: endpoint, analytics: endpoint, secureSite: endpoint, relay: endpoint }
    const evm = createAppKit({ projectId: "test-project", networks: [mainnet, polygon], adapters: [new EvmAdapter()], endpoints })
    created.push(evm)
    const { state, runtime } = await running(evm)
    const listed = await runtime.runPromise(untilValue(state.connectors.state, (c) => c.connectors.length > 0))
    expect(listed.connectors.map((c) => c.chain)).toContain("eip155")

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      // @ts-expect-error Solana is not of the family the EVM adapter connects
      const mixed = createAppKit({ projectId: "test-project", networks: [mainnet, solana], adapters: [new EvmAdapter()], endpoints })
      created.push(mixed)
      expect(mixed.getCaipNetwork()?.caipNetworkId).toBe(mainnet.caipNetworkId)
      await running(mixed)
      await vi.waitFor(() => expect(logged.mock.calls.flat().join("\n")).toContain("The modal could not start: NoAdapterForNetwork"))
      expect(logged.mock.calls.flat().join("\n")).toContain(`"caipNetworkId":"${solana.caipNetworkId}"`)
    } finally {
      logged.mockRestore()
    }
  })

  it("makes the last created instance the one hooks use, until it is destroyed", async () => {
    // Two projects: a second instance of the same project replaces the first (appkitPorting.test).
    const first = make()
    const second = make({ projectId: "other-project" })
    expect(latestInstance()).toBe(second)
    await second.destroy()
    expect(latestInstance()).toBe(first)
    await expect(second.open()).rejects.toBeInstanceOf(InstanceDestroyedError)
    await expect(handleOf(second).start()).rejects.toBeInstanceOf(InstanceDestroyedError)
    // Destroying twice is harmless.
    await second.destroy()
  })
})
