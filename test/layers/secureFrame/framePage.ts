/**
 * A page with a secure frame, made by hand for the live layer: a message crosses it as the
 * browser would carry it (a structured clone, the sender's origin and window on the event), and
 * anyone on the page can post to it, as a foreign frame or a script can.
 */
import { Effect, Queue } from "effect"
import type { FrameElement, FramePage, FramePageMessage } from "../../../layers/SecureFrameBrowser.js"

export const SECURE_ORIGIN = "https://secure.example"

/** A message the frame's window received. */
export interface Received {
  readonly message: unknown
  readonly targetOrigin: string
}

/** The frame's window: it records what is posted to it. */
export class FrameWindow {
  readonly received: Queue.Queue<Received> = Effect.runSync(Queue.unbounded<Received>())
  postMessage(message: unknown, targetOrigin: string): void {
    Effect.runSync(Queue.offer(this.received, { message: structuredClone(message), targetOrigin }))
  }
}

export class IFrame implements FrameElement {
  id = ""
  name = ""
  title = ""
  src = ""
  readonly style = { display: "", position: "", zIndex: "", top: "", left: "", width: "", height: "", border: "" }
  readonly attributes = new Map<string, string>()
  contentWindow: FrameWindow | null = null
  removed = false
  /** How many times the frame took the focus. */
  focused = 0
  private readonly errorListeners: Array<() => void> = []
  constructor(private readonly page: Page) {}
  addEventListener(_type: "error", listener: () => void): void {
    this.errorListeners.push(listener)
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value)
  }
  focus(): void {
    this.focused++
  }
  remove(): void {
    this.removed = true
    this.contentWindow = null
    this.page.body.splice(this.page.body.indexOf(this), 1)
  }
  /** The browser could not load `src`. */
  fail(): void {
    this.errorListeners.forEach((listener) => listener())
  }
}

export class Page implements FramePage {
  readonly body: Array<IFrame> = []
  readonly listeners = new Set<(event: FramePageMessage) => void>()
  readonly document = {
    createElement: (_tag: "iframe"): IFrame => new IFrame(this),
    body: {
      appendChild: (node: FrameElement): unknown => {
        const frame = node as IFrame
        // A frame gets its window once it is in the document.
        frame.contentWindow = new FrameWindow()
        this.body.push(frame)
        return frame
      }
    }
  }
  addEventListener(_type: "message", listener: (event: FramePageMessage) => void): void {
    this.listeners.add(listener)
  }
  removeEventListener(_type: "message", listener: (event: FramePageMessage) => void): void {
    this.listeners.delete(listener)
  }
  /** Someone posts `data` to the page from `origin`, their window being `source`. */
  deliver(data: unknown, origin: string, source: unknown): void {
    const event = { data: structuredClone(data), origin, source }
    this.listeners.forEach((listener) => listener(event))
  }
  /** The page's secure frame (there is at most one). */
  get frame(): IFrame | undefined {
    return this.body[0]
  }
}
