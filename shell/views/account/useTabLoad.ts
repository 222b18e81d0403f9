import { Exit, Fiber } from "effect"
import type { Effect } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import type { AppServices } from "../../../layers/AppLive.js"
import { useHandle } from "../../runtime/HandleContext.js"

/** What an Account tab shows, and how it loads it again. */
export interface TabLoad<A> {
  readonly value: A
  /**
   * Interrupts a load under way, shows `pending` and runs `program` on the instance runtime; its
   * success becomes the value. A run that is interrupted or dies leaves `pending` shown.
   */
  readonly load: (program: Effect.Effect<A, unknown, AppServices>, pending: A) => void
}

/**
 * The load of a tab of the Account view (SPEC §2): the tab calls `load` when it opens, when the
 * account or network changes and when asked again (Try again, the next page); only the last run's
 * result is shown. Leaving the tab interrupts a load under way.
 */
export const useTabLoad = <A>(initial: A): TabLoad<A> => {
  const { runtime } = useHandle()
  const [value, setValue] = useState<A>(initial)
  const running = useRef<Fiber.RuntimeFiber<A, unknown> | undefined>(undefined)

  const load = useCallback(
    (program: Effect.Effect<A, unknown, AppServices>, pending: A) => {
      const before = running.current
      if (before !== undefined) runtime.runFork(Fiber.interrupt(before))
      setValue(pending)
      const fiber = runtime.runFork(program)
      running.current = fiber
      fiber.addObserver((exit) => {
        if (running.current !== fiber) return
        running.current = undefined
        if (Exit.isSuccess(exit)) setValue(exit.value)
      })
    },
    [runtime]
  )

  useEffect(
    () => () => {
      const fiber = running.current
      running.current = undefined
      if (fiber !== undefined && !runtime.isDisposed()) runtime.runFork(Fiber.interrupt(fiber))
    },
    [runtime]
  )

  return { value, load }
}
