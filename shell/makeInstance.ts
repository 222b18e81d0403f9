import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { AppKitInstance, OpenOptions } from "./AppKitInstance.js"
import type { InstanceShell } from "./runtime/InstanceShell.js"
import type { RefStore } from "./runtime/refStore.js"
import type { AccountInfo, AppKitState } from "./runtime/selectors.js"
import { accountInfo, appKitState, namespaceState, networkInfo } from "./runtime/selectors.js"

const sameFields = <A extends object>(a: A, b: A): boolean =>
  Object.keys(a).every((key) => Object.is(a[key as keyof A], b[key as keyof A]))

/**
 * Calls `callback` with `derive()` whenever one of `stores` changes and the derived value differs
 * field by field from the last one delivered.
 */
const watch = <A extends object>(
  stores: ReadonlyArray<RefStore<unknown>>,
  derive: () => A,
  callback: (value: A) => void
): (() => void) => {
  let last = derive()
  const onChange = () => {
    const next = derive()
    if (sameFields(next, last)) return
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

  const chainOf = (namespace?: ChainNamespace) => namespaceState(chainsStore.read(), activeStore.read(), namespace)
  const getState = (): AppKitState => appKitState(modalStore.read(), chainsStore.read(), activeStore.read())
  const getAccount = (namespace?: ChainNamespace): AccountInfo => accountInfo(chainOf(namespace))

  let destroyed = false
  const instance: AppKitInstance = {
    // The modal's chunk loads before the program opens it, so the modal shows as soon as it is open.
    open: (options: OpenOptions = {}) =>
      shell.start().then((running) => running.modal.preload().then((parts) => running.handle.runtime.runPromise(parts.openView(options)))),
    // Before a start the modal cannot be open: there is nothing to close.
    close: () => shell.started()?.then((running) => running.actions.close()) ?? Promise.resolve(),
    getState,
    subscribeState: (callback) => watch([modalStore, chainsStore, activeStore], getState, callback),
    getThemeMode: () => themeStore.read().themeMode,
    getThemeVariables: () => themeStore.read().themeVariables,
    setThemeMode: shell.setThemeMode,
    setThemeVariables: shell.setThemeVariables,
    getAddress: (namespace) => getAccount(namespace).address,
    getCaipAddress: (namespace) => getAccount(namespace).caipAddress,
    getIsConnectedState: () => getAccount().isConnected,
    subscribeAccount: (callback, namespace) => watch([chainsStore, activeStore], () => getAccount(namespace), callback),
    getCaipNetwork: (namespace) => networkInfo(chainOf(namespace)).caipNetwork,
    getCaipNetworkId: () => networkInfo(chainOf()).caipNetworkId,
    getChainId: () => networkInfo(chainOf()).chainId,
    switchNetwork: (network) => shell.start().then((running) => running.actions.switchNetwork(network)),
    setPreferredAccountType: (type, namespace = "eip155") => shell.start().then((running) => running.actions.setPreferredAccountType(type, namespace)),
    waitForCallsStatus: (id) => shell.start().then((running) => running.actions.waitForCallsStatus(id)),
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
