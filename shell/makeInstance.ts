import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { AppKitInstance, OpenOptions } from "./AppKitInstance.js"
import type { InstanceShell } from "./runtime/InstanceShell.js"
import type { AccountInfo, AppKitState } from "./runtime/selectors.js"
import { accountInfo, appKitState, namespaceState, NO_EVENT, networkInfo, walletInfo, walletProvider, walletProviders } from "./runtime/selectors.js"

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null

/** The same value, or two objects whose fields are the same values. */
const same = <A>(a: A, b: A): boolean =>
  Object.is(a, b) ||
  (isObject(a) && isObject(b) && Object.keys(a).every((key) => Object.is(a[key as keyof A], b[key as keyof A])))

/** Something to follow: a cell's store, or the instance's start. */
interface Followed {
  readonly subscribe: (listener: () => void) => () => void
}

/**
 * Calls `callback` with `derive()` whenever one of `stores` changes and the derived value differs
 * field by field from the last one delivered.
 */
const watch = <A>(
  stores: ReadonlyArray<Followed>,
  derive: () => A,
  callback: (value: A) => void
): (() => void) => {
  let last = derive()
  const onChange = () => {
    const next = derive()
    if (same(next, last)) return
    last = next
    callback(next)
  }
  const unsubscribes = stores.map((store) => store.subscribe(onChange))
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

/**
 * The public methods over one instance. Reads come from the shell's cells (the state services'
 * refs once the runtime runs); every change is a core program run on the instance runtime, which
 * a change starts if it does not run yet. `teardown` unmounts and removes the modal.
 */
export const makeInstance = (shell: InstanceShell, teardown: () => void, forget: (instance: AppKitInstance) => void): AppKitInstance => {
  const modalStore = shell.store("modal")
  const chainsStore = shell.store("chains")
  const activeStore = shell.store("activeNamespace")
  const themeStore = shell.store("theme")
  const connectorsStore = shell.store("connectors")
  const eventsStore = shell.store("events")
  const started: Followed = { subscribe: shell.onStart }

  const chainOf = (namespace?: ChainNamespace) => namespaceState(chainsStore.read(), activeStore.read(), namespace)
  const getState = (): AppKitState => appKitState(modalStore.read(), chainsStore.read(), activeStore.read(), shell.running() !== undefined)
  const getProvider = (namespace?: ChainNamespace) => {
    const wanted = namespace ?? activeStore.read()
    return wanted === undefined ? undefined : walletProvider(connectorsStore.read(), wanted)
  }
  const getProviders = () => walletProviders(connectorsStore.read(), [...chainsStore.read().keys()])
  const getWalletInfo = (namespace?: ChainNamespace) => walletInfo(chainOf(namespace), connectorsStore.read())
  const getAccount = (namespace?: ChainNamespace): AccountInfo => accountInfo(chainOf(namespace))

  let destroyed = false
  const instance: AppKitInstance = {
    // The modal's chunk loads before the program opens it, so the modal shows as soon as it is open.
    open: (options: OpenOptions = {}) =>
      shell.start().then((running) => running.modal.preload().then((parts) => running.handle.runtime.runPromise(parts.openView(options)))),
    // Before a start the modal cannot be open: there is nothing to close.
    close: () => shell.started()?.then((running) => running.actions.close()) ?? Promise.resolve(),
    getState,
    subscribeState: (callback) => watch([modalStore, chainsStore, activeStore, started], getState, callback),
    getThemeMode: () => themeStore.read().themeMode,
    getThemeVariables: () => themeStore.read().themeVariables,
    setThemeMode: shell.setThemeMode,
    setThemeVariables: shell.setThemeVariables,
    getAddress: (namespace) => getAccount(namespace).address,
    getCaipAddress: (namespace) => getAccount(namespace).caipAddress,
    getIsConnectedState: () => getAccount().isConnected,
    getAccount,
    subscribeAccount: (callback, namespace) => watch([chainsStore, activeStore], () => getAccount(namespace), callback),
    getCaipNetwork: (namespace) => networkInfo(chainOf(namespace)).caipNetwork,
    getCaipNetworkId: () => networkInfo(chainOf()).caipNetworkId,
    getChainId: () => networkInfo(chainOf()).chainId,
    subscribeNetwork: (callback) => watch([chainsStore, activeStore], () => networkInfo(chainOf()), callback),
    getWalletProvider: (namespace) => getProvider(namespace)?.walletProvider,
    getWalletProviderType: (namespace) => getProvider(namespace)?.walletProviderType,
    subscribeProviders: (callback) => watch([connectorsStore, chainsStore], getProviders, callback),
    getWalletInfo,
    subscribeWalletInfo: (callback) => watch([chainsStore, activeStore, connectorsStore], () => getWalletInfo(), callback),
    getEvent: () => eventsStore.read() ?? NO_EVENT,
    subscribeEvents: (callback) =>
      watch([eventsStore], eventsStore.read, (event) => {
        if (event !== undefined) callback(event)
      }),
    disconnect: (namespace) => shell.start().then((running) => running.actions.disconnect(namespace === undefined ? {} : { namespace })),
    switchNetwork: (network) => shell.start().then((running) => running.actions.switchNetwork(network)),
    setPreferredAccountType: (type, namespace = "eip155") => shell.start().then((running) => running.actions.setPreferredAccountType(type, namespace)),
    waitForCallsStatus: (id) => shell.start().then((running) => running.actions.waitForCallsStatus(id)),
    setAnalyticsConsent: (granted) => shell.start().then((running) => running.actions.setAnalyticsConsent(granted)),
    destroy: async () => {
      if (destroyed) return
      destroyed = true
      forget(instance)
      teardown()
      await shell.destroy()
    }
  }
  return instance
}
