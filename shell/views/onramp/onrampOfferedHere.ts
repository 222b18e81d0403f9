import type { Effect } from "effect"
import { onrampRegionAllowed } from "../../../core/onramp/onrampOffered.js"
import { withPageTimeZone } from "../../../layers/TimeZoneIntl.js"

/**
 * Whether Buy is offered on this device (SPEC §9: not in the restricted regions), read from the
 * time zone the runtime was given, else the device's.
 */
export const onrampOfferedHere: Effect.Effect<boolean> = withPageTimeZone(onrampRegionAllowed)
