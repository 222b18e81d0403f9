import { Clock, Effect, Fiber } from "effect"
import { useEffect, useState } from "react"
import { countDownToRetry, secondsUntil } from "../../../core/retry/countDownToRetry.js"
import { useHandle } from "../../runtime/HandleContext.js"

/**
 * The whole seconds left before a failure allows asking again (`retryAt`, epoch ms; undefined: at
 * once), counted down on the instance's clock (core's countDownToRetry); 0 once it may.
 */
export const useRetryCountdown = (retryAt: number | undefined): number => {
  const { runtime } = useHandle()
  const [secondsLeft, setSecondsLeft] = useState(() => (retryAt === undefined ? 0 : secondsUntil(retryAt, runtime.runSync(Clock.currentTimeMillis))))
  useEffect(() => {
    if (retryAt === undefined) {
      setSecondsLeft(0)
      return
    }
    const fiber = runtime.runFork(countDownToRetry(retryAt, (left) => Effect.sync(() => setSecondsLeft(left))))
    return () => {
      if (!runtime.isDisposed()) runtime.runFork(Fiber.interrupt(fiber))
    }
  }, [runtime, retryAt])
  return secondsLeft
}
