import { Effect, SubscriptionRef } from "effect"
import { closeModal } from "../core/router/closeModal.js"
import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { AppKitInstance, OpenOptions } from "./AppKitInstance.js"
import type { AppHandle } from "./runtime/AppHandle.js"
import { refStore } from "./runtime/refStore.js"
import type { RefStore } from "./runtime/refStore.js"
import type { AccountInfo, AppKitState } from "./runtime/selectors.js"
import { accountInfo, appKitState, namespaceState, networkInfo } from "./runtime/selectors.js"
import { setThemeMode } from "../core/theme/setThemeMode.js"
import { setThemeVariables } from "../core/theme/setThemeVariables.js"
import { switchToNetwork } from "./runtime/switchToNetwork.js"
import { openView } from "./runtime/openView.js"

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
 * The public methods over one instance's handle. Reads come from the state refs; every change
 * is a core program run on the instance runtime. `teardown` unmounts and removes the modal.
 */
export const makeInstance = (handle: AppHandle, teardown: () => void, forget: (instance: AppKitInstance) => void): AppKitInstance => {
  const { runtime, state } = handle
  const modalStore = refStore(runtime, state.modal.state)
  const chainsStore = refStore(runtime, state.chains.chains)
  const activeStore = refStore(runtime, state.chains.activeNamespace)

  const read = <A>(ref: SubscriptionRef.SubscriptionRef<A>): A => runtime.runSync(SubscriptionRef.get(ref))
  const chainOf = (namespace?: ChainNamespace) =>
    namespaceState(read(state.chains.chains), read(state.chains.activeNamespace), namespace)
  const getState = (): AppKitState =>
    appKitState(read(state.modal.state), read(state.chains.chains), read(state.chains.activeNamespace))
  const getAccount = (namespace?: ChainNamespace): AccountInfo => accountInfo(chainOf(namespace))

  let destroyed = false
  const instance: AppKitInstance = {
    open: (options: OpenOptions = {}) => runtime.runPromise(openView(options)),
    close: () => runtime.runPromise(closeModal.pipe(Effect.catchTag("ModalCloseBlocked", () => Effect.void))),
    getState,
    subscribeState: (callback) => watch([modalStore, chainsStore, activeStore], getState, callback),
    getThemeMode: () => read(state.theme.state).themeMode,
    getThemeVariables: () => read(state.theme.state).themeVariables,
    setThemeMode: (mode) => runtime.runNow(setThemeMode(mode)),
    setThemeVariables: (variables) => runtime.runNow(setThemeVariables(variables)),
    getAddress: (namespace) => getAccount(namespace).address,
    getCaipAddress: (namespace) => getAccount(namespace).caipAddress,
    getIsConnectedState: () => getAccount().isConnected,
    subscribeAccount: (callback, namespace) => watch([chainsStore, activeStore], () => getAccount(namespace), callback),
    getCaipNetwork: (namespace) => networkInfo(chainOf(namespace)).caipNetwork,
    getCaipNetworkId: () => networkInfo(chainOf()).caipNetworkId,
    getChainId: () => networkInfo(chainOf()).chainId,
    switchNetwork: (network) => runtime.runPromise(switchToNetwork(network)),
    destroy: async () => {
      if (destroyed) return
      destroyed = true
      forget(instance)
      teardown()
      await runtime.dispose()
    }
  }
  return instance
}
