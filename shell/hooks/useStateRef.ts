import { useSyncExternalStore } from "react"
import type { InstanceRuntime } from "../runtime/InstanceRuntime.js"
import { refStore } from "../runtime/refStore.js"
import type { StateRef } from "../../core/state/StateRef.js"

/**
 * The value of a `StateRef`, re-rendering when it changes. The store is memoised per ref, so
 * React keeps the same `subscribe` and `getSnapshot` across renders.
 */
export const useStateRef = <A>(runtime: InstanceRuntime<never>, ref: StateRef<A>): A => {
  const store = refStore(runtime, ref)
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
