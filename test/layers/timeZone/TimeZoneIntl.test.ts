import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TimeZone } from "../../../core/services/TimeZone.js"
import * as TimeZoneIntl from "../../../layers/TimeZoneIntl.js"
import * as TimeZoneTest from "../../../layers/TimeZoneTest.js"
import { timeZoneContract } from "./timeZoneContract.js"

/** An `Intl` whose formatter resolves to `zone`. */
const intlIn = (zone: string | undefined): TimeZoneIntl.IntlLike => ({ DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: zone }) }) })

timeZoneContract("TimeZoneIntl (this machine)", TimeZoneIntl.layer)
timeZoneContract("TimeZoneIntl (a device in Macau)", TimeZoneIntl.layerWith(() => intlIn("Asia/Macau")))
timeZoneContract("TimeZoneIntl (no Intl)", TimeZoneIntl.layerWith(() => undefined))

const currentOf = Effect.flatMap(TimeZone, (zone) => zone.current)

describe("TimeZoneIntl", () => {
  it.effect("reads the zone the runtime's Intl resolves to", () =>
    Effect.gen(function* () {
      expect(yield* currentOf.pipe(Effect.provide(TimeZoneIntl.layer))).toEqual(Option.some(new Intl.DateTimeFormat().resolvedOptions().timeZone))
    }))

  it.effect("reports none without Intl, without a zone, or when the formatter throws", () =>
    Effect.gen(function* () {
      const throwing: TimeZoneIntl.IntlLike = {
        DateTimeFormat: () => {
          throw new RangeError("Incorrect locale information provided")
        }
      }
      for (const intl of [undefined, intlIn(undefined), intlIn(""), throwing]) {
        expect(yield* currentOf.pipe(Effect.provide(TimeZoneIntl.layerWith(() => intl)))).toEqual(Option.none())
      }
    }))

  it.effect("reads the setting anew on each read: a device moved to another zone reports the new one", () =>
    Effect.gen(function* () {
      let zone = "Europe/Paris"
      const { current } = yield* Effect.provide(TimeZone, TimeZoneIntl.layerWith(() => intlIn(zone)))
      expect(yield* current).toEqual(Option.some("Europe/Paris"))
      zone = "Asia/Shanghai"
      expect(yield* current).toEqual(Option.some("Asia/Shanghai"))
    }))

  it.effect("withPageTimeZone keeps the zone the runtime was given, else reads the device's", () =>
    Effect.gen(function* () {
      const given = yield* TimeZoneIntl.withPageTimeZone(currentOf).pipe(Effect.provide(TimeZoneTest.layer("Asia/Hong_Kong")))
      expect(given).toEqual(Option.some("Asia/Hong_Kong"))
      const device = yield* TimeZoneIntl.withPageTimeZone(currentOf)
      expect(device).toEqual(Option.some(new Intl.DateTimeFormat().resolvedOptions().timeZone))
    }))
})
