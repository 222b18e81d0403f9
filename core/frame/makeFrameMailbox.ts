import { Clock, Deferred, Effect, Exit, PubSub, Stream } from "effect"
import type { Scope } from "effect"
import type { AppEvent } from "../../schemas/AppEvent.js"
import type { FrameEvent } from "../../schemas/FrameEvent.js"
import { APP_EVENT_PREFIX, replyTypes } from "../../schemas/FrameMessages.js"
import type { FrameErrorPayload } from "../../schemas/FrameMessages.js"
import { FrameError, FrameLoadFailed } from "../errors/EmbeddedWalletErrors.js"
import type { FrameNotSet } from "../errors/EmbeddedWalletErrors.js"
import type { AppRequest, AppRequestName, FrameLoaded, FrameReplyOf } from "../services/SecureFrame.js"
import { isFrameNotice } from "./FrameNotice.js"
import type { FrameNotice } from "./FrameNotice.js"
import { makeMessageId } from "./makeMessageId.js"

/**
 * The login steps that wait on the person (WIRE §4.6): the email login's, and Farcaster's wait for
 * the approval. One left unanswered (the view left, the modal closed, a newer login, the 120 s
 * timeout) is ended in the frame too, with RPC_ABORT under the request's own id (WIRE §4.2), so
 * its long-poll does not keep holding a connection.
 */
const ABORTED_WHEN_ABANDONED: ReadonlySet<string> = new Set(["@w3m-app/CONNECT_EMAIL", "@w3m-app/CONNECT_DEVICE", "@w3m-app/CONNECT_FARCASTER"])

interface PendingRequest {
  readonly success: string
  readonly error: string
  readonly reply: Deferred.Deferred<FrameEvent>
}

/**
 * The app side's bookkeeping of the frame protocol (WIRE §4.2), shared by every SecureFrame layer:
 * a transport hands it each decoded frame event (`deliver`) and gives it a way to post (`request`).
 * A reply settles the open request whose id it echoes, and only with that request's own
 * `_SUCCESS` or `_ERROR` type; READY is latched with its arrival time; notices are published to
 * every subscriber, whether or not they also answer a request. A login step that waits on the
 * person, interrupted after it was posted, is aborted in the frame (RPC_ABORT with its id).
 */
export interface FrameMailbox {
  readonly deliver: (event: FrameEvent) => Effect.Effect<void>
  /** The frame element failed to load (its `onerror`, WIRE §4.2). */
  readonly failLoad: Effect.Effect<void>
  readonly request: <E extends AppRequest>(
    event: E,
    post: (message: AppEvent) => Effect.Effect<void, FrameNotSet>
  ) => Effect.Effect<FrameReplyOf<AppRequestName<E>>, FrameError | FrameNotSet>
  readonly loaded: Effect.Effect<FrameLoaded, FrameLoadFailed>
  readonly notices: Effect.Effect<Stream.Stream<FrameNotice>, never, Scope.Scope>
}

/**
 * The reply's payload, or FrameError with the message of an `_ERROR` payload; an empty message
 * leaves the error without one, shown as 'An error occurred' (WIRE §4.2, SPEC §8).
 */
const settle = (reply: FrameEvent): Effect.Effect<unknown, FrameError> => {
  if (!reply.type.endsWith("_ERROR")) return Effect.succeed("payload" in reply ? reply.payload : undefined)
  const { message, code, refusal, retryAfterMs } = (reply as { readonly payload: FrameErrorPayload }).payload
  return Effect.fail(
    new FrameError({
      ...(message === "" ? {} : { reason: message }),
      ...(code === undefined ? {} : { code }),
      ...(refusal === undefined ? {} : { refusal }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs })
    })
  )
}

export const makeFrameMailbox: Effect.Effect<FrameMailbox> = Effect.gen(function* () {
  const pending = new Map<string, PendingRequest>()
  /** Requests posted (or being posted) to the frame, still open. */
  const posted = new Set<string>()
  const loaded = yield* Deferred.make<FrameLoaded, FrameLoadFailed>()
  const notices = yield* PubSub.unbounded<FrameNotice>()

  const freshId: Effect.Effect<string> = Effect.flatMap(makeMessageId, (id) => (pending.has(id) ? freshId : Effect.succeed(id)))

  const deliver = (event: FrameEvent): Effect.Effect<void> =>
    Effect.gen(function* () {
      if (event.type === "@w3m-frame/READY") {
        const atMillis = yield* Clock.currentTimeMillis
        yield* Deferred.succeed(loaded, { atMillis, version: event.payload?.version })
      }
      const open = event.id === undefined ? undefined : pending.get(event.id)
      if (open !== undefined && (event.type === open.success || event.type === open.error)) {
        yield* Deferred.succeed(open.reply, event)
      }
      if (isFrameNotice(event)) yield* PubSub.publish(notices, event)
    })

  const request = <E extends AppRequest>(event: E, post: (message: AppEvent) => Effect.Effect<void, FrameNotSet>) =>
    Effect.acquireUseRelease(
      Effect.gen(function* () {
        const id = yield* freshId
        const reply = yield* Deferred.make<FrameEvent>()
        const types = replyTypes(event.type.slice(APP_EVENT_PREFIX.length))
        pending.set(id, { success: types.success, error: types.error, reply })
        return { id, reply }
      }),
      ({ id, reply }) =>
        Effect.zipRight(
          Effect.zipRight(Effect.sync(() => posted.add(id)), post({ ...event, id } as AppEvent)),
          Effect.flatMap(Deferred.await(reply), settle)
        ),
      ({ id }, exit) =>
        Effect.suspend(() => {
          pending.delete(id)
          const wasPosted = posted.delete(id)
          return wasPosted && Exit.isInterrupted(exit) && ABORTED_WHEN_ABANDONED.has(event.type)
            ? Effect.ignore(post({ type: "@w3m-app/RPC_ABORT", id }))
            : Effect.void
        })
    ) as Effect.Effect<FrameReplyOf<AppRequestName<E>>, FrameError | FrameNotSet>

  return {
    deliver,
    failLoad: Effect.asVoid(Deferred.fail(loaded, new FrameLoadFailed())),
    request,
    loaded: Deferred.await(loaded),
    notices: Effect.map(PubSub.subscribe(notices), Stream.fromQueue)
  }
})
