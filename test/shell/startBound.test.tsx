// @vitest-environment happy-dom
/**
 * An instance's start settles within 20 s of its call (INSTANCE_START_TIMEOUT_MS): a start that
 * has not run by then fails with InstanceStartTimeoutError, `open()` rejects with it, the modal's
 * element shows it, and the next open tries again. Time is the TestClock's: the shell's timer is
 * driven by it.
 */
import { it } from "@effect/vitest"
import { Effect, Fiber, Runtime, TestClock } from "effect"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { beforeEach, describe, expect, vi } from "vitest"
import { loadCatalogue } from "../../shell/i18n/loadCatalogue.js"
import { makeInstance } from "../../shell/makeInstance.js"
import { ModalRoot } from "../../shell/modal/ModalRoot.js"
import type { After } from "../../shell/runtime/boundStart.js"
import type { InstanceShell, RunningInstance } from "../../shell/runtime/InstanceShell.js"
import { makeInstanceShell } from "../../shell/runtime/InstanceShell.js"
import { InstanceStartTimeoutError } from "../../shell/runtime/InstanceStartTimeoutError.js"
import { options, stateOf } from "./buttons/buttonEnv.js"

/** The shell's timer on the test's clock: `run` once the TestClock has passed `ms`. */
const onTestClock = Effect.map(Effect.runtime<never>(), (runtime): After => (ms, run) => {
  const fiber = Runtime.runFork(runtime)(Effect.sleep(ms).pipe(Effect.andThen(() => run())))
  return () => void Runtime.runFork(runtime)(Fiber.interrupt(fiber))
})

/** Lets every settled promise run its callbacks (no time passes on the TestClock). */
const flush = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))

/** A start that never settles, as a stuck chunk or build would leave it. */
const never = (): Promise<RunningInstance> => new Promise<RunningInstance>(() => undefined)

/** A running instance that records its stop. */
const runningInstance = (stopped: { count: number }) =>
  ({ dispose: () => Promise.resolve(void stopped.count++) }) as Pick<RunningInstance, "dispose"> as RunningInstance

const shellOf = (load: () => Promise<RunningInstance>, after: After, overrides: Parameters<typeof options>[0] = {}): InstanceShell => {
  const state = stateOf(overrides)
  return makeInstanceShell({ id: "start-bound", options: options(overrides), initial: state, serverInitial: state, load, after })
}

/** The outcome of `promise` so far. */
const track = <A,>(promise: Promise<A>) => {
  const outcome: { value?: A; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true })
  )
  return outcome
}

/** Runs `effect` (a step of the TestClock) inside React's act, so what it sets off renders before the next check. */
const inAct = <A,>(effect: Effect.Effect<A>) =>
  Effect.flatMap(Effect.runtime<never>(), (runtime) => Effect.promise(() => act(() => Runtime.runPromise(runtime)(effect.pipe(Effect.zipLeft(flush))))))

/** The shell's modal element rendered in the document, in React's act environment, for the test's scope. */
const modalRootOf = (shell: InstanceShell) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
      flags.IS_REACT_ACT_ENVIRONMENT = true
      const element = document.createElement("div")
      document.body.append(element)
      const root = createRoot(element)
      await act(async () => root.render(<ModalRoot shell={shell} />))
      return { element, root, flags }
    }),
    ({ element, root, flags }) =>
      Effect.promise(async () => {
        await act(async () => root.unmount())
        element.remove()
        flags.IS_REACT_ACT_ENVIRONMENT = false
      })
  ).pipe(Effect.map(({ element }) => element))

describe("the start's bound", () => {
  let logged: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    return () => logged.mockRestore()
  })

  it.effect("a start that never settles still waits at 19,999 ms and fails with InstanceStartTimeout at 20,000 ms", () =>
    Effect.gen(function* () {
      const after = yield* onTestClock
      const shell = shellOf(never, after)
      const heard = vi.fn()
      shell.onStart(heard)
      const start = track(shell.start())
      yield* TestClock.adjust(19_999)
      yield* flush
      expect(start.settled).toBe(false)
      expect(shell.startError()).toBeUndefined()
      yield* TestClock.adjust(1)
      yield* flush
      expect(start.error).toBeInstanceOf(InstanceStartTimeoutError)
      expect(start.error).toMatchObject({ _tag: "InstanceStartTimeout", timeoutMs: 20_000 })
      expect(shell.startError()).toBe(start.error)
      expect(heard).toHaveBeenCalledTimes(1)
      // Logged too: a page whose modal never starts says why in its console.
      expect(logged).toHaveBeenCalledWith(start.error)
    })
  )

  it.effect("open() rejects with the timeout instead of waiting forever", () =>
    Effect.gen(function* () {
      const after = yield* onTestClock
      const instance = makeInstance(shellOf(never, after), () => undefined, () => undefined)
      const opening = track(instance.open())
      yield* TestClock.adjust(20_000)
      yield* flush
      expect(opening.error).toBeInstanceOf(InstanceStartTimeoutError)
    })
  )

  it.effect("a start that runs at 19,999 ms resolves, and no timeout follows", () =>
    Effect.gen(function* () {
      const after = yield* onTestClock
      const stopped = { count: 0 }
      let finish: (running: RunningInstance) => void = () => undefined
      const shell = shellOf(() => new Promise<RunningInstance>((resolve) => (finish = resolve)), after)
      const start = track(shell.start())
      yield* TestClock.adjust(19_999)
      finish(runningInstance(stopped))
      yield* flush
      expect(start.settled).toBe(true)
      expect(start.error).toBeUndefined()
      yield* TestClock.adjust(60_000)
      yield* flush
      expect(shell.startError()).toBeUndefined()
      expect(stopped.count).toBe(0)
    })
  )

  it.effect("a start that runs after its bound is stopped; the next start tries again and clears the failure", () =>
    Effect.gen(function* () {
      const after = yield* onTestClock
      const stopped = { count: 0 }
      const finishes: Array<(running: RunningInstance) => void> = []
      const shell = shellOf(() => new Promise<RunningInstance>((resolve) => finishes.push(resolve)), after)
      const first = track(shell.start())
      yield* TestClock.adjust(20_000)
      yield* flush
      expect(first.error).toBeInstanceOf(InstanceStartTimeoutError)
      // The stuck start ends late: nobody holds that instance, so it is stopped.
      finishes[0]?.(runningInstance(stopped))
      yield* flush
      expect(stopped.count).toBe(1)
      expect(shell.running()).toBeUndefined()
      // Tried again: a new load, and the failure is gone.
      const second = track(shell.start())
      expect(finishes).toHaveLength(2)
      expect(shell.startError()).toBeUndefined()
      finishes[1]?.(runningInstance(stopped))
      yield* flush
      expect(second.error).toBeUndefined()
      expect(shell.running()).toBeDefined()
      expect(stopped.count).toBe(1)
    })
  )

  it.scoped("the modal's element shows the failure as an alert once the bound passes", () =>
    Effect.gen(function* () {
      const after = yield* onTestClock
      const shell = shellOf(never, after)
      const element = yield* modalRootOf(shell)
      shell.start().catch(() => undefined)
      yield* inAct(TestClock.adjust(19_999))
      expect(element.querySelector("[role=alert]")).toBeNull()
      yield* inAct(TestClock.adjust(1))
      expect(element.querySelector("[role=alert]")?.textContent).toContain("The wallet modal did not start within 20 s. Try again.")
    })
  )

  it.scoped("the alert speaks the instance's language once its catalogue is in, English until then", () =>
    Effect.gen(function* () {
      const after = yield* onTestClock
      const shell = shellOf(never, after, { locale: "de" })
      const element = yield* modalRootOf(shell)
      shell.start().catch(() => undefined)
      yield* inAct(TestClock.adjust(20_000))
      const alert = () => element.querySelector("[role=alert]")
      // The catalogue's chunk may be what failed: the notice never waits for it.
      expect([alert()?.getAttribute("lang"), alert()?.querySelector("p")?.textContent]).toEqual(["en", "The wallet modal did not start within 20 s. Try again."])
      // The catalogue the alert asked for, awaited inside act so its arrival renders.
      yield* Effect.promise(() => act(async () => void (await loadCatalogue("de"))))
      expect(alert()?.getAttribute("lang")).toBe("de")
      expect(alert()?.textContent).toContain("Das Wallet-Fenster ist nicht innerhalb von 20 s gestartet. Versuchen Sie es erneut.")
      expect(alert()?.querySelector("button")?.getAttribute("aria-label")).toBe("Hinweis schließen")
    })
  )
})
