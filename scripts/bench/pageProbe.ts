/**
 * The timing side of `npm run bench`, inside the page. `installProbe` is given to Playwright's
 * `addInitScript`, so it runs before any script of the page and must not refer to anything
 * outside its own body. It puts `window.doorwayBench` on the page:
 *
 * - every trusted `pointerdown` (capture phase on `window`, before any listener of the page) is a
 *   start: `afterPointerDown(key, target)`, called before the click, times from the next one;
 * - the `atLoad` targets are timed from navigation start (`performance.timeOrigin`);
 * - a time ends at the first animation frame (polled with `requestAnimationFrame`) in which the
 *   target is visible: in the DOM, with a box, not `visibility: hidden`, and with a computed
 *   opacity above 0 for it and each of its ancestors (a fade that starts at 0 is not visible yet);
 * - `blockingTime()` sums, over the page's long tasks so far (its buffer, read when called), their
 *   time beyond 50 ms.
 */

/** What to wait for: the first element matching `selector` whose text, if given, is `text` (case-insensitive). */
export interface ProbeTarget {
  readonly selector: string
  readonly text?: string
  /**
   * Also search every open shadow root, recursively (`selector` is matched inside each root on
   * its own), for a modal drawn by web components.
   */
  readonly pierce?: boolean
}

export interface BenchProbe {
  /** Times from the next trusted `pointerdown` to `target` visible, under `key`. */
  readonly afterPointerDown: (key: string, target: ProbeTarget) => void
  /** Resolves with the ms of the time under `key` (rejects after `timeoutMs` without it). */
  readonly result: (key: string) => Promise<number>
  /** Sum of (duration − 50 ms) over the long tasks so far, in ms. */
  readonly blockingTime: () => number
}

declare global {
  interface Window {
    doorwayBench?: BenchProbe
  }
}

export interface ProbeSetup {
  /** Timed from navigation start, under their key. */
  readonly atLoad: Readonly<Record<string, ProbeTarget>>
  /**
   * A session-storage key whose JSON value (read once, then removed) adds targets timed from
   * navigation start, so a reload of the same tab can be timed.
   */
  readonly storageKey: string
  readonly timeoutMs: number
}

export const installProbe = ({ atLoad, storageKey, timeoutMs }: ProbeSetup): void => {
  const pending = new Map<string, Promise<number>>()
  const waiting: Array<(timeStamp: number) => void> = []
  window.addEventListener(
    "pointerdown",
    (event) => {
      if (!event.isTrusted) return
      for (const start of waiting.splice(0)) start(event.timeStamp)
    },
    { capture: true }
  )

  // Read from the page's buffer when asked: an observer made here, while the page's first task
  // runs, was seen to miss part of the long tasks (by up to ~290 ms at 4× CPU) that the buffer holds.
  const blockingTime = (): number => {
    try {
      const observer = new PerformanceObserver(() => undefined)
      observer.observe({ type: "longtask", buffered: true })
      const entries = observer.takeRecords()
      observer.disconnect()
      return entries.reduce((sum, entry) => sum + Math.max(0, entry.duration - 50), 0)
    } catch {
      return Number.NaN
    }
  }

  /** The parent element, or past the top of a shadow tree its host, whose opacity hides it too. */
  const parentAcross = (node: Element): Element | null =>
    node.parentElement ?? (node.parentNode instanceof ShadowRoot ? node.parentNode.host : null)
  const shown = (element: Element): boolean => {
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    for (let node: Element | null = element; node !== null; node = parentAcross(node)) {
      const style = getComputedStyle(node)
      if (style.visibility === "hidden" || Number(style.opacity) <= 0) return false
    }
    return true
  }
  /** `root` and every open shadow root under it, at any depth. */
  const rootsUnder = (root: Document | ShadowRoot): Array<Document | ShadowRoot> => [
    root,
    ...Array.from(root.querySelectorAll("*")).flatMap((element) => (element.shadowRoot === null ? [] : rootsUnder(element.shadowRoot)))
  ]
  const visible = ({ selector, text, pierce = false }: ProbeTarget): boolean =>
    (pierce ? rootsUnder(document) : [document]).flatMap((root) => Array.from(root.querySelectorAll(selector))).some(
      (element) => (text === undefined || element.textContent?.trim().toLowerCase() === text.toLowerCase()) && shown(element)
    )

  /** Polls every animation frame; resolves with the ms from `start` to the frame that shows `target`. */
  const whenVisible = (target: ProbeTarget, start: number): Promise<number> =>
    new Promise((resolve, reject) => {
      const frame = () => {
        const now = performance.now()
        if (visible(target)) resolve(now - start)
        else if (now - start > timeoutMs) reject(new Error(`${target.selector} ${target.text ?? ""} not visible within ${timeoutMs} ms`))
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })

  /** Kept for `result`; a time nobody asks for never reports an unhandled rejection. */
  const keep = (key: string, time: Promise<number>) => {
    time.catch(() => undefined)
    pending.set(key, time)
  }
  const stored = sessionStorage.getItem(storageKey)
  sessionStorage.removeItem(storageKey)
  const fromStorage = stored === null ? {} : (JSON.parse(stored) as ProbeSetup["atLoad"])
  for (const [key, target] of Object.entries({ ...atLoad, ...fromStorage })) keep(key, whenVisible(target, 0))

  window.doorwayBench = {
    afterPointerDown: (key, target) => {
      keep(key, new Promise<number>((resolve) => waiting.push(resolve)).then((start) => whenVisible(target, start)))
    },
    result: (key) => pending.get(key) ?? Promise.reject(new Error(`Nothing timed under ${key}`)),
    blockingTime
  }
}
