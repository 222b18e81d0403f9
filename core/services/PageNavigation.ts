import { Context } from "effect"
import type { Effect } from "effect"

/**
 * The page's own address, as the Telegram social login needs it (WIRE §4.7, 5): read, replaced in
 * the address bar without loading anything, or left for another site. Behind a Tag so the login's
 * rules stay free of the DOM and tests state the address instead of a browser.
 */
export class PageNavigation extends Context.Tag("doorway/PageNavigation")<
  PageNavigation,
  {
    /** The page's address now (`location.href`). */
    readonly address: Effect.Effect<string>
    /**
     * Shows `url` in the address bar and the history entry instead of the address now, without
     * loading it (`history.replaceState`): same origin only, anything else is left as it is.
     */
    readonly replaceAddress: (url: string) => Effect.Effect<void>
    /** Sends the page itself (the top window, from a frame too) to `url`; the page unloads. */
    readonly leaveFor: (url: string) => Effect.Effect<void>
  }
>() {}
