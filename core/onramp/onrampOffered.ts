import { Effect, Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { TimeZone } from "../services/TimeZone.js"
import { ONRAMP_NAMESPACES } from "./onrampProviders.js"
import { isRestrictedTimeZone } from "./restrictedTimeZones.js"

/** Whether the device's time zone puts it outside the restricted regions (SPEC §9); a device that names no zone is not restricted. */
export const onrampRegionAllowed: Effect.Effect<boolean, never, TimeZone> = Effect.flatMap(TimeZone, ({ current }) =>
  Effect.map(current, (zone) => !Option.exists(zone, isRestrictedTimeZone))
)

/** Whether the on-ramp serves a chain family (SPEC §5: balances, send and onramp only on EVM and Solana). */
export const onrampServesNamespace = (namespace: ChainNamespace | undefined): boolean =>
  namespace !== undefined && ONRAMP_NAMESPACES.includes(namespace)

/**
 * Whether the Account view offers Buy: on EVM and Solana (SPEC §5), outside the restricted regions
 * (SPEC §9).
 */
export const onrampOffered = (namespace: ChainNamespace | undefined): Effect.Effect<boolean, never, TimeZone> =>
  onrampServesNamespace(namespace) ? onrampRegionAllowed : Effect.succeed(false)
