import { Effect, Layer, Option, Runtime } from "effect"
import type { Scope } from "effect"
import type { AppEvent } from "../schemas/AppEvent.js"
import { FrameNotSet } from "../core/errors/EmbeddedWalletErrors.js"
import { decodeFrameMessage } from "../core/frame/decodeFrameMessage.js"
import { makeFrameMailbox } from "../core/frame/makeFrameMailbox.js"
import { makeMessageId } from "../core/frame/makeMessageId.js"
import { SecureFrame } from "../core/services/SecureFrame.js"

/** The parts of a message event the app side reads. */
export interface FramePageMessage {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

/** The parts of an `<iframe>` element the layer uses. */
export interface FrameElement {
  id: string
  name: string
  title: string
  src: string
  readonly style: { display: string; position: string; zIndex: string; top: string; left: string; width: string; height: string; border: string }
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null
  addEventListener(type: "error", listener: () => void): void
  setAttribute(name: string, value: string): void
  focus(): void
  remove(): void
}

/** The parts of the page (`window`) the layer uses. */
export interface FramePage {
  addEventListener(type: "message", listener: (event: FramePageMessage) => void): void
  removeEventListener(type: "message", listener: (event: FramePageMessage) => void): void
  readonly document: {
    createElement(tag: "iframe"): FrameElement
    readonly body: { appendChild(node: FrameElement): unknown }
  }
}

/** Above the host's own layers while it is shown (WIRE §4.1). */
const FRAME_Z_INDEX = "999999"

/** The frame's accessible name. */
const FRAME_TITLE = "Secure wallet"

const px = (value: number): string => `${Math.round(value)}px`

/**
 * The secure frame of a page (WIRE §4). Unlike the protocol's own app side, which posts to "*" and
 * reads every message, this layer posts only to the secure site's exact origin (the origin of the
 * frame's `src`) and reads only messages from that origin whose source is the frame's own window;
 * everything else on the page's message channel is ignored. Accepted messages are decoded with the
 * protocol's schema (decodeFrameMessage). The frame is created on request, once, hidden, at the
 * end of the body, and removed with its listener when the layer's scope closes.
 */
export const make = (page: FramePage): Effect.Effect<SecureFrame["Type"], never, Scope.Scope> =>
  Effect.gen(function* () {
    const runtime = yield* Effect.runtime<never>()
    const mailbox = yield* makeFrameMailbox
    let frame: { readonly element: FrameElement; readonly origin: string } | undefined

    // Messages arrive as DOM events, outside any fiber; each is read and delivered synchronously.
    const onMessage = (event: FramePageMessage): void => {
      if (frame === undefined || event.origin !== frame.origin) return
      const source = frame.element.contentWindow
      if (source === null || event.source !== source) return
      Runtime.runSync(runtime)(
        Effect.flatMap(decodeFrameMessage(event.data), Option.match({ onNone: () => Effect.void, onSome: mailbox.deliver }))
      )
    }
    yield* Effect.acquireRelease(
      Effect.sync(() => page.addEventListener("message", onMessage)),
      () =>
        Effect.sync(() => {
          page.removeEventListener("message", onMessage)
          frame?.element.remove()
          frame = undefined
        })
    )

    const create = (src: string): Effect.Effect<void> =>
      Effect.sync(() => {
        if (frame !== undefined) return
        const element = page.document.createElement("iframe")
        element.id = "w3m-iframe"
        element.name = "w3m-secure-iframe"
        // Named for assistive technology; marked as the modal's companion, so its focus trap lets focus in.
        element.title = FRAME_TITLE
        element.setAttribute("data-doorway-companion", "")
        element.style.border = "0"
        element.style.position = "fixed"
        element.style.zIndex = FRAME_Z_INDEX
        element.style.display = "none"
        element.addEventListener("error", () => Runtime.runSync(runtime)(mailbox.failLoad))
        element.src = src
        frame = { element, origin: new URL(src).origin }
        page.document.body.appendChild(element)
      })

    const post = (message: AppEvent): Effect.Effect<void, FrameNotSet> =>
      Effect.suspend(() => {
        const target = frame?.element.contentWindow
        if (frame === undefined || target === null || target === undefined) return Effect.fail(new FrameNotSet())
        const origin = frame.origin
        return Effect.sync(() => target.postMessage(message, origin))
      })

    return SecureFrame.of({
      create,
      request: (event) => mailbox.request(event, post),
      post: (event) => Effect.flatMap(makeMessageId, (id) => post({ ...event, id } as AppEvent)),
      loaded: mailbox.loaded,
      notices: mailbox.notices,
      show: (placement) =>
        Effect.sync(() => {
          if (frame === undefined) return
          const { style } = frame.element
          const hidden = style.display === "none"
          Object.assign(style, { top: px(placement.top), left: px(placement.left), width: px(placement.width), height: px(placement.height) })
          style.display = "block"
          if (hidden) frame.element.focus()
        }),
      hide: Effect.sync(() => {
        if (frame !== undefined) frame.element.style.display = "none"
      })
    })
  })

/** Over a given page. */
export const layerWith = (page: FramePage): Layer.Layer<SecureFrame> => Layer.scoped(SecureFrame, make(page))

/** The browser's window, seen through the parts the layer uses. */
export const pageOf = (window: Window): FramePage => ({
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  document: {
    createElement: (tag) => window.document.createElement(tag),
    body: { appendChild: (node) => window.document.body.appendChild(node as HTMLIFrameElement) }
  }
})

/** Over the browser's `window`. */
export const layer: Layer.Layer<SecureFrame> = Layer.scoped(
  SecureFrame,
  Effect.suspend(() => make(pageOf(globalThis.window)))
)
