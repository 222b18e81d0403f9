/**
 * loadStartInstance: effect's modules are evaluated first, the instance's own modules in a later
 * task, so that the two never make one long task of the page's main thread (SPEC §4).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

const evaluated = vi.hoisted((): Array<string> => [])

vi.mock("../../shell/runtime/effectForStart.js", () => {
  evaluated.push("effect")
  return { effectForStart: [] }
})
vi.mock("../../shell/runtime/startInstance.js", () => {
  evaluated.push("instance")
  return { startInstance: () => "started" }
})

/** Lets every settled promise and module import run its callbacks, without running timers. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn++) await vi.dynamicImportSettled()
}

describe("loadStartInstance", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout"] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("evaluates effect's modules, then the instance's in a later task", async () => {
    const { loadStartInstance } = await import("../../shell/runtime/loadStartInstance.js")
    const loading = loadStartInstance()
    await settle()
    expect(evaluated).toEqual(["effect"])
    // The task break: the instance's modules wait for the next task.
    expect(vi.getTimerCount()).toBe(1)
    vi.runOnlyPendingTimers()
    const loaded = await loading
    expect(evaluated).toEqual(["effect", "instance"])
    expect(loaded.startInstance).toBeTypeOf("function")
  })
})
