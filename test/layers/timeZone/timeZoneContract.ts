import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import type { Layer } from "effect"
import { TimeZone } from "../../../core/services/TimeZone.js"

/** What every TimeZone must do, whatever zone it reports. */
export const timeZoneContract = (name: string, layer: Layer.Layer<TimeZone>) =>
  describe(`${name} (time zone contract)`, () => {
    it.effect("reports none, or a zone name the platform's Intl accepts", () =>
      Effect.gen(function* () {
        const zone = yield* (yield* TimeZone).current
        if (Option.isSome(zone)) {
          expect(zone.value).not.toBe("")
          expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone.value })).not.toThrow()
        }
      }).pipe(Effect.provide(layer)))

    it.effect("reports the same zone on every read while the setting stays", () =>
      Effect.gen(function* () {
        const { current } = yield* TimeZone
        const first = yield* current
        expect(yield* current).toEqual(first)
      }).pipe(Effect.provide(layer)))
  })
