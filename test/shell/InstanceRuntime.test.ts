import { describe, expect, it } from "vitest"
import { Context, Data, Deferred, Effect, Exit, Fiber, Layer, Ref } from "effect"
import type { Scheduler } from "effect"
import { buildInstanceRuntime, InstanceDestroyedError, makeInstanceRuntime } from "../../shell/runtime/InstanceRuntime.js"
import { makeStateRef } from "../../core/state/makeStateRef.js"

class Greeting extends Context.Tag("test/Greeting")<Greeting, { readonly text: string }>() {}
class Refused extends Data.TaggedError("Refused")<{ readonly reason: string }> {}

describe("InstanceRuntime", () => {
  it("runs programs with the instance's services", async () => {
    const runtime = makeInstanceRuntime(Layer.succeed(Greeting, { text: "hello" }))
    expect(runtime.runSync(Effect.map(Greeting, (g) => g.text))).toBe("hello")
    await expect(runtime.runPromise(Effect.map(Greeting, (g) => g.text.length))).resolves.toBe(5)
    await runtime.dispose()
  })

  it("builds its layer and runs every later program on the scheduler it is given", async () => {
    let tasks = 0
    const counting: Scheduler.Scheduler = {
      shouldYield: () => false,
      scheduleTask: (task) => {
        tasks++
        queueMicrotask(task)
      }
    }
    const runtime = await buildInstanceRuntime(Layer.succeed(Greeting, { text: "hello" }), counting)
    const afterBuild = tasks
    await expect(runtime.runPromise(Effect.zipRight(Effect.yieldNow(), Effect.map(Greeting, (g) => g.text)))).resolves.toBe("hello")
    expect(tasks).toBeGreaterThan(afterBuild)
    await runtime.dispose()
  })

  it("rejects a host promise with the program's typed error", async () => {
    const runtime = makeInstanceRuntime(Layer.empty)
    const rejection = await runtime.runPromise(new Refused({ reason: "no" })).catch((e: unknown) => e)
    expect(rejection).toBeInstanceOf(Refused)
    expect((rejection as Refused)._tag).toBe("Refused")
    expect((rejection as Refused).reason).toBe("no")
    await runtime.dispose()
  })

  it("interrupts the fibers it forked when disposed, then runs the layer's finalizers", async () => {
    const events: Array<string> = []
    const layer = Layer.scopedDiscard(Effect.addFinalizer(() => Effect.sync(() => events.push("layer closed"))))
    const runtime = makeInstanceRuntime(layer)
    const started = Effect.runSync(Deferred.make<void>())
    const fiber = runtime.runFork(
      Deferred.succeed(started, undefined).pipe(
        Effect.zipRight(Effect.never),
        Effect.onInterrupt(() => Effect.sync(() => events.push("program interrupted")))
      )
    )
    await Effect.runPromise(Deferred.await(started))
    await runtime.dispose()
    expect(events).toEqual(["program interrupted", "layer closed"])
    const exit = await Effect.runPromise(Fiber.await(fiber))
    expect(Exit.isInterrupted(exit)).toBe(true)
    expect(runtime.isDisposed()).toBe(true)
  })

  it("runNow finishes a state update before returning", async () => {
    const runtime = makeInstanceRuntime(Layer.empty)
    const ref = Effect.runSync(makeStateRef(0))
    runtime.runNow(Ref.set(ref, 1))
    expect(Effect.runSync(Ref.get(ref))).toBe(1)
    await runtime.dispose()
  })

  it("runNow lets a program that waits go on in the background, until disposal", async () => {
    const runtime = makeInstanceRuntime(Layer.empty)
    const interrupted = Effect.runSync(Deferred.make<void>())
    runtime.runNow(Effect.never.pipe(Effect.onInterrupt(() => Deferred.succeed(interrupted, undefined))))
    expect(Effect.runSync(Deferred.isDone(interrupted))).toBe(false)
    await runtime.dispose()
    expect(Effect.runSync(Deferred.isDone(interrupted))).toBe(true)
  })

  it("refuses work once disposed", async () => {
    const runtime = makeInstanceRuntime(Layer.empty)
    await runtime.dispose()
    await expect(runtime.runPromise(Effect.succeed(1))).rejects.toBeInstanceOf(InstanceDestroyedError)
    expect(() => runtime.runSync(Effect.succeed(1))).toThrow(InstanceDestroyedError)
    const exit = await Effect.runPromise(Fiber.await(runtime.runFork(Effect.succeed(1))))
    expect(Exit.isInterrupted(exit)).toBe(true)
    // A second dispose is harmless.
    await runtime.dispose()
  })
})
