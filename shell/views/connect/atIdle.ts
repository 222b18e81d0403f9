/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`), or on the next task
 * where there is no idle callback: work the Connect view starts that must not hold its frames.
 */
export const atIdle = (run: () => void, timeoutMs = 500): void => {
  const idle = (globalThis as { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number }).requestIdleCallback
  if (idle === undefined) setTimeout(run, 0)
  else idle(run, { timeout: timeoutMs })
}
