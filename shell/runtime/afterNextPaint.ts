/**
 * Runs `run` in a task of its own after the next frame is drawn, so work it does (a program's
 * start, a focus that lays the page out) does not hold that frame back. A hidden page draws no
 * frames, and outside a browser there are none: there `run` runs in the next task. Returns a
 * cancel, for a caller gone before then.
 */
export const afterNextPaint = (run: () => void): (() => void) => {
  let cancelled = false
  const once = () => {
    if (!cancelled) run()
  }
  const drawing =
    typeof requestAnimationFrame === "function" && typeof document !== "undefined" && document.visibilityState !== "hidden"
  if (drawing) requestAnimationFrame(() => setTimeout(once, 0))
  else setTimeout(once, 0)
  return () => {
    cancelled = true
  }
}
