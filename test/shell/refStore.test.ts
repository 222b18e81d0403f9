import { describe, expect, it } from "vitest"
import { Effect, Layer, Ref } from "effect"
import { makeInstanceRuntime } from "../../shell/runtime/InstanceRuntime.js"
import { refStore } from "../../shell/runtime/refStore.js"
import { makeStateRef } from "../../core/state/makeStateRef.js"

const setup = (initial = 0) => {
  const runtime = makeInstanceRuntime(Layer.empty)
  const ref = Effect.runSync(makeStateRef(initial))
  return { runtime, ref, set: (value: number) => runtime.runPromise(Ref.set(ref, value)) }
}

describe("refStore", () => {
  it("is memoised per ref, so React sees stable subscribe and getSnapshot", () => {
    const { runtime, ref } = setup()
    const first = refStore(runtime, ref)
    const second = refStore(runtime, ref)
    expect(second).toBe(first)
    expect(second.subscribe).toBe(first.subscribe)
    expect(second.getSnapshot).toBe(first.getSnapshot)
    const other = refStore(runtime, Effect.runSync(makeStateRef(0)))
    expect(other).not.toBe(first)
  })

  it("returns the same snapshot until the ref changes", () => {
    const value = { n: 1 }
    const runtime = makeInstanceRuntime(Layer.empty)
    const ref = Effect.runSync(makeStateRef(value))
    const store = refStore(runtime, ref)
    expect(store.getSnapshot()).toBe(value)
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })

  it("notifies listeners and updates the snapshot when the ref changes", async () => {
    const { runtime, ref, set } = setup()
    const store = refStore(runtime, ref)
    const seen: Array<number> = []
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()))
    await set(1)
    await set(2)
    expect(seen).toEqual([1, 2])
    expect(store.getSnapshot()).toBe(2)
    unsubscribe()
  })

  it("does not notify when the same value is set again", async () => {
    const { runtime, ref, set } = setup(5)
    const store = refStore(runtime, ref)
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    await set(5)
    expect(calls).toBe(0)
    unsubscribe()
  })

  it("stops watching when the last listener leaves and catches up on the next subscribe", async () => {
    const { runtime, ref, set } = setup()
    const store = refStore(runtime, ref)
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    unsubscribe()
    await set(7)
    expect(calls).toBe(0)
    expect(store.getSnapshot()).toBe(0)
    // `changes` starts with the current value: the new subscription brings the cache up to date.
    const again = store.subscribe(() => calls++)
    await Effect.runPromise(Effect.yieldNow())
    expect(store.getSnapshot()).toBe(7)
    expect(calls).toBe(1)
    again()
  })

  it("re-reads the ref when looked up while no one listens, so a first render is current", async () => {
    const { runtime, ref, set } = setup()
    const store = refStore(runtime, ref)
    await set(4)
    expect(store.getSnapshot()).toBe(0)
    expect(refStore(runtime, ref).getSnapshot()).toBe(4)
  })

  it("never runs an effect in getSnapshot: it still answers after the runtime is disposed", async () => {
    const { runtime, ref, set } = setup()
    const store = refStore(runtime, ref)
    const unsubscribe = store.subscribe(() => undefined)
    await set(3)
    await runtime.dispose()
    expect(store.getSnapshot()).toBe(3)
    unsubscribe()
  })

  it("reads a write at once while a watcher follows the ref, and still tells the listeners once", async () => {
    const { runtime, ref } = setup()
    const store = refStore(runtime, ref)
    const seen: Array<number> = []
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()))
    await Effect.runPromise(Effect.yieldNow())
    runtime.runSync(Ref.set(ref, 1))
    expect(store.read()).toBe(1)
    // The listeners hear of it when the watcher delivers it, in a later task.
    expect(seen).toEqual([])
    await Effect.runPromise(Effect.yieldNow())
    expect(seen).toEqual([1])
    expect(store.getSnapshot()).toBe(1)
    runtime.runSync(Ref.set(ref, 1))
    await Effect.runPromise(Effect.yieldNow())
    expect(seen).toEqual([1])
    unsubscribe()
  })

  it("reads a write at once while no one listens, and still answers once the runtime is disposed", async () => {
    const value = { n: 1 }
    const runtime = makeInstanceRuntime(Layer.empty)
    const ref = Effect.runSync(makeStateRef(value))
    const store = refStore(runtime, ref)
    expect(store.read()).toBe(value)
    runtime.runSync(Ref.set(ref, { n: 2 }))
    expect(store.read()).toEqual({ n: 2 })
    expect(store.read()).toBe(store.read())
    const last = store.read()
    await runtime.dispose()
    expect(store.read()).toBe(last)
  })

  it("keeps one watcher for many listeners", async () => {
    const { runtime, ref, set } = setup()
    const store = refStore(runtime, ref)
    const a: Array<number> = []
    const b: Array<number> = []
    const offA = store.subscribe(() => a.push(store.getSnapshot()))
    const offB = store.subscribe(() => b.push(store.getSnapshot()))
    await set(1)
    offA()
    await set(2)
    expect(a).toEqual([1])
    expect(b).toEqual([1, 2])
    offB()
  })
})
