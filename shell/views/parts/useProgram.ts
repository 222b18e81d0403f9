import { Cause, Exit, Fiber } from "effect"
import type { Effect, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import type { AppServices } from "../../../layers/AppLive.js"
import { useHandle } from "../../runtime/HandleContext.js"

/** Where the last run of a view's program is: what the view shows while waiting or after a failure. */
export type ProgramStatus<E> =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Running" }
  | { readonly _tag: "Succeeded" }
  /** `error` is the typed failure; none for a defect. */
  | { readonly _tag: "Failed"; readonly error: Option.Option<E> }

const IDLE = { _tag: "Idle" } as const

/** How a finished run went: an interrupted one is back to Idle. */
export const statusOfExit = <E>(exit: Exit.Exit<unknown, unknown>): ProgramStatus<E> =>
  Exit.isSuccess(exit)
    ? { _tag: "Succeeded" }
    : Cause.isInterruptedOnly(exit.cause)
      ? IDLE
      : { _tag: "Failed", error: Cause.failureOption(exit.cause) as Option.Option<E> }

/**
 * Forks a core program on the instance runtime when the view asks (a click, the view opening) and
 * follows how it ends. Running it again interrupts the run before; leaving the view interrupts it,
 * unless `keepOnLeave` (a wallet connection goes on when the modal closes, as the wallet's own
 * prompt does). The program's effects live in the core's state; only its outcome is kept here,
 * for display.
 */
export const useProgram = <E>(options: { readonly keepOnLeave?: boolean } = {}): {
  readonly status: ProgramStatus<E>
  readonly run: (program: Effect.Effect<unknown, E, AppServices>) => void
} => {
  const { runtime } = useHandle()
  const [status, setStatus] = useState<ProgramStatus<E>>(IDLE)
  const current = useRef<Fiber.RuntimeFiber<unknown, unknown> | undefined>(undefined)

  const run = useCallback(
    (program: Effect.Effect<unknown, E, AppServices>) => {
      const before = current.current
      if (before !== undefined) runtime.runFork(Fiber.interrupt(before))
      setStatus({ _tag: "Running" })
      const fiber = runtime.runFork(program)
      current.current = fiber
      fiber.addObserver((exit) => {
        if (current.current !== fiber) return
        current.current = undefined
        setStatus(statusOfExit<E>(exit))
      })
    },
    [runtime]
  )

  const keepOnLeave = options.keepOnLeave ?? false
  useEffect(
    () => () => {
      // A kept program goes on and still reports to this view if it is shown again.
      if (keepOnLeave) return
      const fiber = current.current
      current.current = undefined
      if (fiber !== undefined && !runtime.isDisposed()) runtime.runFork(Fiber.interrupt(fiber))
    },
    [runtime, keepOnLeave]
  )

  return { status, run }
}
