import { Effect, Fiber, Ref } from "effect"
import { followRef } from "../../core/state/followRef.js"
import type { InstanceRuntime } from "./InstanceRuntime.js"
import type { StateRef } from "../../core/state/StateRef.js"

/**
 * An external store in the shape `useSyncExternalStore` expects, and `read` for a host's getters:
 * `getSnapshot` is what the listeners were last told (it catches up when the watcher delivers a
 * change, in a later task), `read` is the ref's value at the time, so a read right after a write
 * sees it.
 */
export interface RefStore<A> {
  readonly subscribe: (listener: () => void) => () => void
  readonly getSnapshot: () => A
  readonly read: () => A
}

interface CachedStore<A> extends RefStore<A> {
  /** Re-reads the ref if no fiber is keeping the cache current. */
  readonly refresh: () => void
}

/** One store per ref, so React always sees the same `subscribe` and `getSnapshot` for a ref. */
const stores = new WeakMap<StateRef<never>, CachedStore<unknown>>()

/**
 * The store of a `StateRef`. While anyone listens, one fiber following the ref (`followRef`), forked on
 * the instance runtime, keeps the cached value current and notifies the listeners. While no one
 * does, looking the store up re-reads the ref, so a component rendering for the first time never
 * sees an old value. `getSnapshot` only returns the cached value; it never runs an effect. `read`
 * reads the ref itself and leaves the cache to the watcher, so each change still reaches the
 * listeners once.
 */
export const refStore = <A>(runtime: InstanceRuntime<never>, ref: StateRef<A>): RefStore<A> => {
  const key = ref as unknown as StateRef<never>
  const known = stores.get(key)
  if (known !== undefined) {
    known.refresh()
    return known as RefStore<A>
  }

  let value = runtime.runSync(Ref.get(ref))
  const listeners = new Set<() => void>()
  let watcher: Fiber.RuntimeFiber<void, unknown> | undefined
  const refresh = () => {
    if (watcher === undefined && !runtime.isDisposed()) value = runtime.runSync(Ref.get(ref))
  }

  const publish = (next: A) =>
    Effect.sync(() => {
      if (Object.is(next, value)) return
      value = next
      for (const listener of [...listeners]) listener()
    })

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener)
    // Following starts with the current value, so a store that sat unwatched catches up at once.
    if (watcher === undefined) watcher = runtime.runFork(followRef(ref, publish))
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0 && watcher !== undefined) {
        const stopping = watcher
        watcher = undefined
        Effect.runFork(Fiber.interrupt(stopping))
      }
    }
  }

  // Reading a ref needs no service: it answers after the runtime is disposed too.
  const read = (): A => Effect.runSync(Ref.get(ref))

  const store: CachedStore<A> = { subscribe, getSnapshot: () => value, read, refresh }
  stores.set(key, store as CachedStore<unknown>)
  return store
}
