import { Option } from "effect"
import type { StateServices } from "./AppHandle.js"
import type { InstanceRuntime } from "./InstanceRuntime.js"
import type { RunningInstance } from "./InstanceShell.js"
import { paintNothing } from "./paintStoredAccounts.js"
import type { PaintChains } from "./paintStoredAccounts.js"
import { refStore } from "./refStore.js"
import type { RefStore } from "./refStore.js"
import type { ShellStateKey } from "./startState.js"
import type { StateRef } from "../../core/state/StateRef.js"

/**
 * `store` over `f` of its value: the same subscription, and a snapshot mapped again only when the
 * store's own snapshot changes, so React sees the same value until then.
 */
const mapped = <A, B>(store: () => RefStore<A>, f: (a: A) => B): (() => RefStore<B>) => {
  let source: { readonly value: A; readonly mapped: B } | undefined
  const getSnapshot = (): B => {
    const value = store().getSnapshot()
    if (source === undefined || !Object.is(source.value, value)) source = { value, mapped: f(value) }
    return source.mapped
  }
  return () => ({ subscribe: (listener) => store().subscribe(listener), getSnapshot, read: () => f(store().read()) })
}

/**
 * The cells of a running instance over its state services' refs (`refStore`), an Option read as
 * its value or `undefined`, the chains with the stored accounts `paint` shows while restoring. Looking a cell up re-reads its ref when nobody follows it.
 */
export const shellStores = (runtime: InstanceRuntime<never>, state: StateServices, paint: PaintChains = paintNothing): RunningInstance["store"] => {
  const of =
    <A>(ref: StateRef<A>) =>
    () =>
      refStore(runtime, ref)
  const stores: { readonly [K in ShellStateKey]: () => RefStore<unknown> } = {
    modal: of(state.modal.state),
    chains: paint === paintNothing ? of(state.chains.chains) : mapped(of(state.chains.chains), paint),
    activeNamespace: mapped(of(state.chains.activeNamespace), Option.getOrUndefined),
    theme: of(state.theme.state),
    events: mapped(of(state.events), Option.getOrUndefined),
    connectors: of(state.connectors.state)
  }
  return (key) => stores[key]() as never
}
