/**
 * Where Buy is offered: on EVM and Solana (SPEC §5), and not on a device in mainland China, Hong
 * Kong or Macau (SPEC §9 restricted timezones), read from the TimeZone service.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { onrampOffered } from "../../../core/onramp/onrampOffered.js"
import { isRestrictedTimeZone } from "../../../core/onramp/restrictedTimeZones.js"
import * as TimeZoneTest from "../../../layers/TimeZoneTest.js"

describe("onrampOffered", () => {
  const restricted = ["Asia/Shanghai", "Asia/Urumqi", "Asia/Chongqing", "Asia/Harbin", "Asia/Kashgar", "Asia/Hong_Kong", "Hongkong", "Asia/Macau", "Asia/Macao", "PRC", "ASIA/SHANGHAI"]
  const elsewhere = ["Asia/Taipei", "Asia/Singapore", "Asia/Tokyo", "Europe/Paris", "America/New_York", "UTC", "Asia/Hong_Kong_X", ""]

  it("the zones of mainland China, Hong Kong and Macau are restricted, their neighbours are not", () => {
    for (const zone of restricted) expect(isRestrictedTimeZone(zone), zone).toBe(true)
    for (const zone of elsewhere) expect(isRestrictedTimeZone(zone), zone).toBe(false)
  })

  it.effect("EVM and Solana outside the restricted regions; never Bitcoin, never without a family", () =>
    Effect.gen(function* () {
      const offered = (zone: string | undefined, namespace: Parameters<typeof onrampOffered>[0]) =>
        onrampOffered(namespace).pipe(Effect.provide(TimeZoneTest.layer(zone)))
      expect(yield* offered("Europe/Paris", "eip155")).toBe(true)
      expect(yield* offered("Europe/Paris", "solana")).toBe(true)
      expect(yield* offered("Europe/Paris", "bip122")).toBe(false)
      expect(yield* offered("Europe/Paris", undefined)).toBe(false)
      expect(yield* offered("Asia/Macau", "eip155")).toBe(false)
      expect(yield* offered("Asia/Hong_Kong", "solana")).toBe(false)
      // A device that names no zone is not held back.
      expect(yield* offered(undefined, "eip155")).toBe(true)
    }))
})
