import { useSyncExternalStore } from "react"
import type { SubscriptionRef } from "effect"
import type { InstanceRuntime } from "../runtime/InstanceRuntime.js"
import { refStore } from "../runtime/refStore.js"

/**
 * The value of a `SubscriptionRef`, re-rendering when it changes. The store is memoised per ref, so
 * React keeps the same `subscribe` and `getSnapshot` across renders.
 */
export const useSubscriptionRef = <A>(runtime: InstanceRuntime<never>, ref: SubscriptionRef.SubscriptionRef<A>): A => {
  const store = refStore(runtime, ref)
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
