import { Context, Effect, Layer, Option, Queue, Ref } from "effect"
import type { AppEvent } from "../schemas/AppEvent.js"
import { FrameNotSet } from "../core/errors/EmbeddedWalletErrors.js"
import { decodeFrameMessage } from "../core/frame/decodeFrameMessage.js"
import { makeFrameMailbox } from "../core/frame/makeFrameMailbox.js"
import { makeMessageId } from "../core/frame/makeMessageId.js"
import { SecureFrame } from "../core/services/SecureFrame.js"
import type { FramePlacement } from "../core/services/SecureFrame.js"

/** How a scripted frame answers one app event: the messages it posts back, in order. */
export type FrameAnswer = (event: AppEvent) => ReadonlyArray<unknown>

/** The hand that plays the secure frame of a test. */
export interface FrameScript {
  /** The `src` of every frame created, in order (the service creates at most one). */
  readonly created: Effect.Effect<ReadonlyArray<string>>
  /** Every app event posted to the frame so far, oldest first, with its id. */
  readonly sent: Effect.Effect<ReadonlyArray<AppEvent>>
  /** Waits for the next app event posted to the frame that this has not handed out yet. */
  readonly nextSent: Effect.Effect<AppEvent>
  /** The frame posts `data` to the app, read as the live layer reads an accepted message. */
  readonly reply: (data: unknown) => Effect.Effect<void>
  /** From now on the frame answers each app event with what `answer` gives. */
  readonly answerWith: (answer: FrameAnswer) => Effect.Effect<void>
  /** The frame element fails to load. */
  readonly failLoad: Effect.Effect<void>
  /** Where the frame is shown, if it is. */
  readonly shownAt: Effect.Effect<Option.Option<FramePlacement>>
}

export class SecureFrameScript extends Context.Tag("doorway/test/SecureFrameScript")<SecureFrameScript, FrameScript>() {}

export interface ScriptedFrame {
  readonly service: SecureFrame["Type"]
  readonly script: FrameScript
}

/** A frame in memory: messages cross no page, but are decoded and correlated as the live layer's are. */
export const make: Effect.Effect<ScriptedFrame> = Effect.gen(function* () {
  const mailbox = yield* makeFrameMailbox
  const created = yield* Ref.make<ReadonlyArray<string>>([])
  const sent = yield* Ref.make<ReadonlyArray<AppEvent>>([])
  const outbox = yield* Queue.unbounded<AppEvent>()
  const answer = yield* Ref.make<FrameAnswer>(() => [])
  const shownAt = yield* Ref.make<Option.Option<FramePlacement>>(Option.none())

  const reply = (data: unknown): Effect.Effect<void> =>
    Effect.flatMap(decodeFrameMessage(data), Option.match({ onNone: () => Effect.void, onSome: mailbox.deliver }))

  const post = (message: AppEvent): Effect.Effect<void, FrameNotSet> =>
    Effect.gen(function* () {
      if ((yield* Ref.get(created)).length === 0) return yield* Effect.fail(new FrameNotSet())
      yield* Ref.update(sent, (list) => [...list, message])
      yield* Queue.offer(outbox, message)
      const replies = (yield* Ref.get(answer))(message)
      yield* Effect.forEach(replies, reply, { discard: true })
    })

  const service = SecureFrame.of({
    create: (src) => Ref.update(created, (list) => (list.length === 0 ? [src] : list)),
    request: (event) => mailbox.request(event, post),
    post: (event) => Effect.flatMap(makeMessageId, (id) => post({ ...event, id } as AppEvent)),
    loaded: mailbox.loaded,
    notices: mailbox.notices,
    show: (placement) => Ref.set(shownAt, Option.some(placement)),
    hide: Ref.set(shownAt, Option.none())
  })
  const script: FrameScript = {
    created: Ref.get(created),
    sent: Ref.get(sent),
    nextSent: Queue.take(outbox),
    reply,
    answerWith: (f) => Ref.set(answer, f),
    failLoad: mailbox.failLoad,
    shownAt: Ref.get(shownAt)
  }
  return { service, script }
})

/** A fresh scripted frame, and its script for the test to play. */
export const layer: Layer.Layer<SecureFrame | SecureFrameScript> = Layer.effectContext(
  Effect.map(make, ({ service, script }) => Context.make(SecureFrame, service).pipe(Context.add(SecureFrameScript, script)))
)
