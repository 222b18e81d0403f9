import { Context } from "effect"
import type { Effect, Option, Scope, Stream } from "effect"
import type { PopupBlocked } from "../errors/EmbeddedWalletErrors.js"

/** A popup's size in CSS pixels. */
export interface PopupSize {
  readonly width: number
  readonly height: number
}

/** The window a social login runs in (WIRE §4.7), as the app may touch it. */
export interface PopupWindow {
  /** Loads `url` in the window. */
  readonly navigate: (url: string) => Effect.Effect<void>
  /** Whether the window is gone (the person closed it, or its page closed itself). */
  readonly isClosed: Effect.Effect<boolean>
  readonly close: Effect.Effect<void>
}

/** A message posted to the page: where it came from, and its data, not read yet. */
export interface PageMessage {
  readonly origin: string
  readonly data: unknown
}

/**
 * The social-login popup and the page's message channel (WIRE §4.7): the transport below the
 * login's rules, which live in core/embedded. The page has one login popup at a time: opening
 * again loads the new address in the window already open.
 */
export class SocialPopup extends Context.Tag("doorway/SocialPopup")<
  SocialPopup,
  {
    /**
     * Opens the login popup at `url`, synchronously: a browser lets a page open a window only
     * while it handles the person's click. PopupBlocked when the browser refuses.
     */
    readonly open: (url: string, size: PopupSize) => Effect.Effect<PopupWindow, PopupBlocked>
    /** The login popup, while it is open. */
    readonly current: Effect.Effect<Option.Option<PopupWindow>>
    /** Every message posted to the page from now on, for as long as the scope is open. */
    readonly messages: Effect.Effect<Stream.Stream<PageMessage>, never, Scope.Scope>
  }
>() {}
