/**
 * Runs `start` in a task of its own after the next frame is drawn, so work started while the
 * host renders its first frame does not hold that frame back. A hidden page draws no frames, and
 * outside a browser there are none: there `start` runs in the next task.
 */
export const startAfterFirstFrame = (start: () => void): void => {
  const drawing =
    typeof requestAnimationFrame === "function" && typeof document !== "undefined" && document.visibilityState !== "hidden"
  if (drawing) requestAnimationFrame(() => setTimeout(start, 0))
  else setTimeout(start, 0)
}
