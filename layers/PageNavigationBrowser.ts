import { Effect, Layer, Option } from "effect"
import { PageNavigation } from "../core/services/PageNavigation.js"

/** The parts of a window the layer uses. */
export interface NavigablePage {
  readonly location: { href: string; readonly origin: string }
  readonly history: { readonly state: unknown; replaceState(data: unknown, unused: string, url?: string): void }
  /** The top window, which a frame of another origin may not move (a throw, or `null`). */
  readonly top: { readonly location: { href: string } } | null
}

const sameOrigin = (page: NavigablePage, url: string): boolean => {
  try {
    return new URL(url, page.location.href).origin === page.location.origin
  } catch {
    return false
  }
}

/**
 * The page's address over a window: `location.href` read, `history.replaceState` keeping the
 * history entry's state (a browser throws on another origin: such an address is refused and
 * logged before), and the top window sent on, or the page itself when a frame may not move it.
 */
export const make = (page: NavigablePage): PageNavigation["Type"] =>
  PageNavigation.of({
    address: Effect.sync(() => page.location.href),
    replaceAddress: (url) =>
      sameOrigin(page, url)
        ? Effect.try(() => page.history.replaceState(page.history.state, "", url)).pipe(
            Effect.catchAll((error) => Effect.logWarning("The page's address could not be replaced", error.error))
          )
        : Effect.logWarning(`The page's address was kept: ${url} is not on the page's origin`),
    leaveFor: (url) =>
      Effect.sync(() => {
        try {
          ;(page.top ?? page).location.href = url
        } catch {
          // A frame of another origin may not move the top window: the frame itself goes.
          page.location.href = url
        }
      })
  })

/** Over a given page. */
export const layerWith = (page: NavigablePage): Layer.Layer<PageNavigation> => Layer.sync(PageNavigation, () => make(page))

/** Outside a browser (server rendering, a worker): an empty page that goes nowhere. */
const NO_PAGE = PageNavigation.of({ address: Effect.succeed("about:blank"), replaceAddress: () => Effect.void, leaveFor: () => Effect.void })

const pageService = (): PageNavigation["Type"] => (typeof globalThis.window === "object" ? make(globalThis.window) : NO_PAGE)

/** Over the browser's `window`. */
export const layer: Layer.Layer<PageNavigation> = Layer.sync(PageNavigation, pageService)

/**
 * Runs a program with the PageNavigation its runtime was given (a test's), else the page's own:
 * only the start-up's return from a Telegram login and the Telegram login itself ask for it.
 */
export const withPageNavigation = <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, PageNavigation>> =>
  Effect.flatMap(Effect.serviceOption(PageNavigation), (given) =>
    Effect.provideService(program, PageNavigation, Option.getOrElse(given, pageService))
  )
