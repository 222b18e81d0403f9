import { Context } from "effect"
import type { Effect, Option } from "effect"

/**
 * The time zone the person's device is set to, as an IANA name (`Europe/Paris`, `Asia/Shanghai`).
 * The on-ramp is hidden in some regions (SPEC §9 restricted timezones), and the region is read
 * from here, so tests state the zone instead of changing the machine's. None where the platform
 * names no zone (a server, a runtime without `Intl` time zones).
 */
export class TimeZone extends Context.Tag("doorway/TimeZone")<
  TimeZone,
  {
    /** The zone now: the device's setting may change while the page is open. */
    readonly current: Effect.Effect<Option.Option<string>>
  }
>() {}
