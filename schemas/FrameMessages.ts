/**
 * The envelope of the secure embedded-wallet frame protocol (WIRE §4.2): `type` names the event
 * (`@w3m-app/NAME` from the app, `@w3m-frame/NAME` from the frame), `id` correlates a reply with
 * its request, `payload` carries the fields of that event. The events are in AppEvent.ts and
 * FrameEvent.ts.
 */
import { Schema } from "effect"

export const APP_EVENT_PREFIX = "@w3m-app/"
export const FRAME_EVENT_PREFIX = "@w3m-frame/"

export type AppEventTypeOf<N extends string> = `@w3m-app/${N}`
export type FrameEventTypeOf<N extends string> = `@w3m-frame/${N}`

export const appEventType = <N extends string>(name: N): AppEventTypeOf<N> => `${APP_EVENT_PREFIX}${name}` as AppEventTypeOf<N>
export const frameEventType = <N extends string>(name: N): FrameEventTypeOf<N> =>
  `${FRAME_EVENT_PREFIX}${name}` as FrameEventTypeOf<N>

/** The frame's reply types for an app event: resolve on `_SUCCESS`, reject on `_ERROR`. */
export const replyTypes = <N extends string>(name: N) =>
  ({
    success: frameEventType(`${name}_SUCCESS`),
    error: frameEventType(`${name}_ERROR`)
  }) as const

/** Correlation id; the app always sets one and the frame echoes it. */
export const MessageId = Schema.optional(Schema.String)

/**
 * Payload of every `_ERROR` frame event. `code` is read when a frame gives an EIP-1193 code (4001
 * for a request the person rejected), so the host's provider can tell a rejection from a failure.
 * `refusal` names a login limit the secure site refused on, `retryAfterMs` the wait it gives.
 */
export const FrameErrorPayload = Schema.Struct({
  message: Schema.String,
  code: Schema.optional(Schema.Int),
  refusal: Schema.optional(Schema.String),
  retryAfterMs: Schema.optional(Schema.NonNegativeInt)
}).annotations({
  identifier: "FrameErrorPayload"
})
export type FrameErrorPayload = typeof FrameErrorPayload.Type

type Payload = Schema.Schema.All | Schema.PropertySignature.All

/** An event of `type`, optionally with a payload (`Schema.optional(...)` for an optional one). */
export function protocolMessage<T extends string>(type: T): Schema.Struct<{ type: Schema.Literal<[T]>; id: typeof MessageId }>
export function protocolMessage<T extends string, P extends Payload>(
  type: T,
  payload: P
): Schema.Struct<{ type: Schema.Literal<[T]>; id: typeof MessageId; payload: P }>
export function protocolMessage(type: string, payload?: Payload): unknown {
  const base = { type: Schema.Literal(type), id: MessageId }
  return Schema.Struct(payload === undefined ? base : { ...base, payload }).annotations({ identifier: type })
}

/** An app → frame event. */
export function appEvent<N extends string>(name: N): Schema.Struct<{ type: Schema.Literal<[AppEventTypeOf<N>]>; id: typeof MessageId }>
export function appEvent<N extends string, P extends Payload>(
  name: N,
  payload: P
): Schema.Struct<{ type: Schema.Literal<[AppEventTypeOf<N>]>; id: typeof MessageId; payload: P }>
export function appEvent(name: string, payload?: Payload): unknown {
  return payload === undefined ? protocolMessage(appEventType(name)) : protocolMessage(appEventType(name), payload)
}

/** A frame → app event. */
export function frameEvent<N extends string>(
  name: N
): Schema.Struct<{ type: Schema.Literal<[FrameEventTypeOf<N>]>; id: typeof MessageId }>
export function frameEvent<N extends string, P extends Payload>(
  name: N,
  payload: P
): Schema.Struct<{ type: Schema.Literal<[FrameEventTypeOf<N>]>; id: typeof MessageId; payload: P }>
export function frameEvent(name: string, payload?: Payload): unknown {
  return payload === undefined ? protocolMessage(frameEventType(name)) : protocolMessage(frameEventType(name), payload)
}

/** The `_ERROR` reply of an app event. */
export const frameError = <N extends string>(name: N) => frameEvent(`${name}_ERROR`, FrameErrorPayload)
