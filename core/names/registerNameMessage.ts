import { Clock, Effect, Schema } from "effect"
import { RegisterNameMessageJson } from "../../schemas/Names.js"

/**
 * The message a name's registration signs (SPEC §7, WIRE §1.2): the JSON text of
 * `{name, attributes, timestamp}`, the timestamp in unix seconds of now, no attributes.
 */
export const registerNameMessage = (name: string): Effect.Effect<string> =>
  Effect.map(Clock.currentTimeMillis, (now) =>
    Schema.encodeSync(RegisterNameMessageJson)({ name, attributes: {}, timestamp: Math.floor(now / 1000) })
  )
