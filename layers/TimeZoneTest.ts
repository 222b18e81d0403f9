import { Effect, Layer, Option } from "effect"
import { TimeZone } from "../core/services/TimeZone.js"

/** A stated zone (an IANA name); none when given none. */
export const layer = (zone?: string): Layer.Layer<TimeZone> =>
  Layer.succeed(TimeZone, TimeZone.of({ current: Effect.succeed(zone === undefined || zone === "" ? Option.none() : Option.some(zone)) }))
