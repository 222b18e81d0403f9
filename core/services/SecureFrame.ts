import { Context } from "effect"
import type { Effect, Scope, Stream } from "effect"
import type { AppEvent } from "../../schemas/AppEvent.js"
import type { FrameEvent } from "../../schemas/FrameEvent.js"
import type { FrameError, FrameLoadFailed, FrameNotSet } from "../errors/EmbeddedWalletErrors.js"
import type { FrameNotice } from "../frame/FrameNotice.js"

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** An app event as a program writes it; the service adds the correlation id (WIRE §4.2). */
export type AppRequest = DistributiveOmit<AppEvent, "id">

/** The name of a request's event (the part after `@w3m-app/`). */
export type AppRequestName<E extends AppRequest> = E["type"] extends `@w3m-app/${infer N}` ? N : never

/** What `@w3m-frame/<N>_SUCCESS` carries: its payload, or nothing for events without one. */
export type FrameReplyOf<N extends string> =
  Extract<FrameEvent, { readonly type: `@w3m-frame/${N}_SUCCESS` }> extends { readonly payload: infer P } ? P : void

/** Where the frame shows: a box in CSS pixels of the page's viewport (the approval view's body). */
export interface FramePlacement {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

/** The frame said READY (WIRE §4.4): when, by the instance's clock, and the version it gave. */
export interface FrameLoaded {
  readonly atMillis: number
  readonly version?: string | undefined
}

/**
 * The secure embedded-wallet frame (WIRE §4): the transport below the protocol's rules, which
 * live in core/frame. Messages from the frame are decoded at the layer's edge; anything that is
 * not a protocol message from the frame itself never reaches a program.
 */
export class SecureFrame extends Context.Tag("doorway/SecureFrame")<
  SecureFrame,
  {
    /** Creates the frame at `src` unless it already exists (WIRE §4.1: once per page). */
    readonly create: (src: string) => Effect.Effect<void>
    /**
     * Sends one app event with a fresh id and waits for the frame's reply with that id: the
     * `_SUCCESS` payload, or FrameError with the `_ERROR` message (WIRE §4.2). No timeout of its own.
     */
    readonly request: <E extends AppRequest>(event: E) => Effect.Effect<FrameReplyOf<AppRequestName<E>>, FrameError | FrameNotSet>
    /** Sends one app event without waiting for a reply (RPC_ABORT, WIRE §4.2). */
    readonly post: (event: AppRequest) => Effect.Effect<void, FrameNotSet>
    /** Succeeds once the frame has said READY; fails if the frame could not load. */
    readonly loaded: Effect.Effect<FrameLoaded, FrameLoadFailed>
    /** Subscribes to the frame's notices from now on, for as long as the scope is open. */
    readonly notices: Effect.Effect<Stream.Stream<FrameNotice>, never, Scope.Scope>
    /**
     * Shows the frame over `placement` (it stays hidden until a view shows it for an approval,
     * WIRE §4.1); the first time it shows, it takes the keyboard focus, so the person's next key
     * reaches the approval.
     */
    readonly show: (placement: FramePlacement) => Effect.Effect<void>
    /** Hides the frame again. */
    readonly hide: Effect.Effect<void>
  }
>() {}
