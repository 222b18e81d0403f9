// @vitest-environment happy-dom
/**
 * afterNextPaint: the work waits for the next frame and then a task of its own, so it never runs
 * in the task (or the frame callbacks) that draws; a cancel before then keeps it from running.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { afterNextPaint } from "../../shell/runtime/afterNextPaint.js"

describe("afterNextPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("runs after the next frame, in a task of its own", () => {
    const ran: Array<string> = []
    afterNextPaint(() => ran.push("work"))
    // A frame callback registered after it still runs in the same frame, before the work.
    requestAnimationFrame(() => ran.push("frame"))
    expect(ran).toEqual([])
    vi.advanceTimersToNextFrame()
    expect(ran).toEqual(["frame"])
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(["frame", "work"])
  })

  it("does not run once cancelled", () => {
    const run = vi.fn()
    const cancel = afterNextPaint(run)
    vi.advanceTimersToNextFrame()
    cancel()
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
  })

  it("runs in the next task when the page is hidden, since no frame will come", () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden")
    const run = vi.fn()
    afterNextPaint(run)
    vi.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
    visibility.mockRestore()
  })
})
