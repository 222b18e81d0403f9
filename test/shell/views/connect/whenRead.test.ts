import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { loadAtIdleOnce } from "../../../../shell/views/connect/loadAtIdleOnce.js"
import { whenRead } from "../../../../shell/views/connect/whenRead.js"

/** The browser's idle callbacks, run when the test says the browser is idle. */
const idle: Array<() => void> = []
const browserIsIdle = () => {
  for (const run of idle.splice(0)) run()
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run))
})
afterEach(() => {
  idle.length = 0
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The view shown for `ms`, then the browser idle. */
const shownFor = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms)
  browserIsIdle()
}

describe("whenRead", () => {
  it("runs once the view has been shown for 200 ms, not at 199 ms", async () => {
    const run = vi.fn()
    whenRead(run)
    await shownFor(199)
    expect(run).toHaveBeenCalledTimes(0)
    await shownFor(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it("runs nothing for a view closed before that, or closed before the browser was idle", async () => {
    const run = vi.fn()
    const cancel = whenRead(run)
    await shownFor(150)
    cancel()
    await shownFor(1_000)
    expect(run).toHaveBeenCalledTimes(0)
    const busy = vi.fn()
    const cancelBusy = whenRead(busy)
    await vi.advanceTimersByTimeAsync(200)
    cancelBusy()
    browserIsIdle()
    expect(busy).toHaveBeenCalledTimes(0)
  })
})

describe("loadAtIdleOnce", () => {
  it.each([
    { outcome: "a load that succeeded is not repeated", load: () => Promise.resolve(), loads: 1 },
    { outcome: "a failed load is tried again", load: () => Promise.reject(new Error("chunk did not load")), loads: 2 }
  ])("on the next showing of the view, $outcome", async ({ load, loads }) => {
    const loaded = vi.fn(load)
    const warmUp = loadAtIdleOnce(loaded)
    warmUp()
    await shownFor(200)
    warmUp()
    await shownFor(1_000)
    expect(loaded).toHaveBeenCalledTimes(loads)
  })

  it("schedules again when the view closed before the load started, and not after it started", async () => {
    const load = vi.fn(() => Promise.resolve())
    const warmUp = loadAtIdleOnce(load)
    const closedSoon = warmUp()
    await shownFor(100)
    closedSoon()
    await shownFor(1_000)
    expect(load).toHaveBeenCalledTimes(0)
    const read = warmUp()
    await shownFor(200)
    expect(load).toHaveBeenCalledTimes(1)
    read()
    warmUp()
    await shownFor(1_000)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("keeps a load that a second view still waits for when the first one closes", async () => {
    const load = vi.fn(() => Promise.resolve())
    const warmUp = loadAtIdleOnce(load)
    const first = warmUp()
    const second = warmUp()
    await shownFor(100)
    first()
    first()
    await shownFor(100)
    expect(load).toHaveBeenCalledTimes(1)
    second()
    const both = [warmUp(), warmUp()]
    for (const closed of both) closed()
    await shownFor(1_000)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("cancels the load when every view that asked for it closed before it started", async () => {
    const load = vi.fn(() => Promise.resolve())
    const warmUp = loadAtIdleOnce(load)
    const closings = [warmUp(), warmUp()]
    await shownFor(100)
    for (const closed of closings) closed()
    await shownFor(1_000)
    expect(load).toHaveBeenCalledTimes(0)
  })
})
