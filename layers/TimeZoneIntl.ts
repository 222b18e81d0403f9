import { Effect, Layer, Option } from "effect"
import { TimeZone } from "../core/services/TimeZone.js"

/** The part of `Intl` the layer reads: a formatter's resolved time zone. */
export interface IntlLike {
  readonly DateTimeFormat: () => { resolvedOptions: () => { readonly timeZone?: string | undefined } }
}

/** The zone `intl` resolves to; none when it names none or has no time zones at all. */
export const zoneOf = (intl: IntlLike | undefined): Option.Option<string> => {
  if (intl === undefined) return Option.none()
  try {
    const zone = intl.DateTimeFormat().resolvedOptions().timeZone
    return typeof zone === "string" && zone !== "" ? Option.some(zone) : Option.none()
  } catch {
    return Option.none()
  }
}

const pageIntl = (): IntlLike | undefined => (typeof Intl === "object" ? { DateTimeFormat: () => new Intl.DateTimeFormat() } : undefined)

/** The zone of a given `Intl` (tests, another frame's globals), read anew on each call. */
export const make = (intl: () => IntlLike | undefined): TimeZone["Type"] => TimeZone.of({ current: Effect.sync(() => zoneOf(intl())) })

/** Over a given `Intl`. */
export const layerWith = (intl: () => IntlLike | undefined): Layer.Layer<TimeZone> => Layer.succeed(TimeZone, make(intl))

/** The device's zone, as the runtime's `Intl` resolves it. */
export const layer: Layer.Layer<TimeZone> = layerWith(pageIntl)

/**
 * Runs a program with the TimeZone its runtime was given (a test states its zone), else the
 * device's own. Only the on-ramp asks for the zone, so the instance's layer need not carry it.
 */
export const withPageTimeZone = <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, TimeZone>> =>
  Effect.flatMap(Effect.serviceOption(TimeZone), (given) =>
    Effect.provideService(
      program,
      TimeZone,
      Option.getOrElse(given, () => make(pageIntl))
    )
  )
