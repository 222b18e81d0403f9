import { Effect, Layer, Option, Queue, Stream } from "effect"
import { PopupBlocked } from "../core/errors/EmbeddedWalletErrors.js"
import { SocialPopup } from "../core/services/SocialPopup.js"
import type { PageMessage, PopupWindow } from "../core/services/SocialPopup.js"

/** The parts of a window `window.open` gives that the layer uses. */
export interface OpenedWindow {
  readonly closed: boolean
  readonly location: { href: string }
  close(): void
}

/** The parts of the page (`window`) the layer uses. */
export interface PopupPage {
  open(url: string, target: string, features: string): OpenedWindow | null
  addEventListener(type: "message", listener: (event: PageMessage) => void): void
  removeEventListener(type: "message", listener: (event: PageMessage) => void): void
}

/** The window's name (WIRE §4.7): opening again under it loads the new address in the same window. */
const POPUP_NAME = "popupWindow"

const windowOf = (opened: OpenedWindow): PopupWindow => ({
  navigate: (url) =>
    Effect.sync(() => {
      opened.location.href = url
    }),
  isClosed: Effect.sync(() => opened.closed),
  close: Effect.sync(() => opened.close())
})

/**
 * The social-login popup of a page (WIRE §4.7): `window.open` under the name `popupWindow` with
 * the size asked for and scroll bars, synchronously; a browser that gives no window blocked it.
 * Messages posted to the page are handed on as they come, origin and data unread: the login's
 * rules decide which to take (core/embedded/awaitSocialResult).
 */
export const make = (page: PopupPage): SocialPopup["Type"] => {
  let opened: OpenedWindow | undefined
  return SocialPopup.of({
    open: (url, size) =>
      Effect.suspend(() => {
        const window = page.open(url, POPUP_NAME, `width=${size.width},height=${size.height},scrollbars=yes`)
        if (window === null) return Effect.fail(new PopupBlocked())
        opened = window
        return Effect.succeed(windowOf(window))
      }),
    current: Effect.sync(() => (opened === undefined || opened.closed ? Option.none() : Option.some(windowOf(opened)))),
    messages: Effect.gen(function* () {
      const queue = yield* Effect.acquireRelease(Queue.unbounded<PageMessage>(), Queue.shutdown)
      // Messages arrive as DOM events, outside any fiber.
      const listener = (event: PageMessage): void => void Queue.unsafeOffer(queue, { origin: event.origin, data: event.data })
      yield* Effect.acquireRelease(
        Effect.sync(() => page.addEventListener("message", listener)),
        () => Effect.sync(() => page.removeEventListener("message", listener))
      )
      return Stream.fromQueue(queue)
    })
  })
}

/** The browser's window, seen through the parts the layer uses. */
export const pageOf = (window: Window): PopupPage => ({
  open: (url, target, features) => window.open(url, target, features),
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener)
})

/** Over a given page. */
export const layerWith = (page: PopupPage): Layer.Layer<SocialPopup> => Layer.sync(SocialPopup, () => make(page))

/** The page's own popup: one per page, as the browser has one window of that name. */
let pagePopup: SocialPopup["Type"] | undefined
const pagePopupService = (): SocialPopup["Type"] => (pagePopup ??= make(pageOf(globalThis.window)))

/** Over the browser's `window`. */
export const layer: Layer.Layer<SocialPopup> = Layer.sync(SocialPopup, pagePopupService)

/**
 * Runs a program with the SocialPopup its runtime was given (a test's), else the page's own. Only
 * the social login asks for it, so its code loads with the Connect view, not with the page.
 */
export const withPagePopup = <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, SocialPopup>> =>
  Effect.flatMap(Effect.serviceOption(SocialPopup), (given) =>
    Effect.provideService(program, SocialPopup, Option.getOrElse(given, pagePopupService))
  )
