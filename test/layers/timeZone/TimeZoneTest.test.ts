import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TimeZone } from "../../../core/services/TimeZone.js"
import * as TimeZoneTest from "../../../layers/TimeZoneTest.js"
import { timeZoneContract } from "./timeZoneContract.js"

timeZoneContract("TimeZoneTest (Hong Kong)", TimeZoneTest.layer("Asia/Hong_Kong"))
timeZoneContract("TimeZoneTest (nothing stated)", TimeZoneTest.layer())

describe("TimeZoneTest", () => {
  it.effect("reports the zone it is given, and none when given none or an empty name", () =>
    Effect.gen(function* () {
      const read = (layer: ReturnType<typeof TimeZoneTest.layer>) => Effect.flatMap(TimeZone, (zone) => zone.current).pipe(Effect.provide(layer))
      expect(yield* read(TimeZoneTest.layer("Europe/Paris"))).toEqual(Option.some("Europe/Paris"))
      expect(yield* read(TimeZoneTest.layer())).toEqual(Option.none())
      expect(yield* read(TimeZoneTest.layer(""))).toEqual(Option.none())
    }))
})
