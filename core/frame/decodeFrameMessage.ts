import { Effect, Either, Option, Schema } from "effect"
import { FrameEvent } from "../../schemas/FrameEvent.js"
import { FRAME_EVENT_PREFIX } from "../../schemas/FrameMessages.js"

const decode = Schema.decodeUnknownEither(FrameEvent)

/** The `type` of a message meant for the app side: a string naming a frame event (WIRE §4.2). */
const frameTypeOf = (data: unknown): Option.Option<string> => {
  if (typeof data !== "object" || data === null || !Object.prototype.hasOwnProperty.call(data, "type")) return Option.none()
  const type: unknown = (data as { readonly type: unknown }).type
  return typeof type === "string" && type.includes(FRAME_EVENT_PREFIX) ? Option.some(type) : Option.none()
}

/** Long enough to name any protocol type; a longer one is cut so the log stays small. */
const LOGGED_TYPE_LENGTH = 80

/**
 * The app side's reading of a message posted to the page (WIRE §4.2). Messages that are not frame
 * events (the page's other traffic) are ignored silently; a frame event of an unknown type or with
 * a payload that fails the schema is dropped with a warning; undeclared payload keys are stripped.
 * The payload itself is never logged: it can hold an email or a signature.
 */
export const decodeFrameMessage = (data: unknown): Effect.Effect<Option.Option<FrameEvent>> =>
  Option.match(frameTypeOf(data), {
    onNone: () => Effect.succeedNone,
    onSome: (type) =>
      Either.match(decode(data), {
        onRight: (event) => Effect.succeed(Option.some(event)),
        onLeft: () =>
          Effect.as(
            Effect.logWarning(`Dropped a frame message that does not match the protocol: ${type.slice(0, LOGGED_TYPE_LENGTH)}`),
            Option.none()
          )
      })
  })
