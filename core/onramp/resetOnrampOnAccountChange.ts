import { Effect } from "effect"
import { onActiveAccountChange } from "../connection/onActiveAccountChange.js"
import { resetOnramp } from "./resetOnramp.js"

/**
 * Resets the on-ramp (SPEC §4) whenever the active account's CAIP-10 address changes: a
 * disconnect, another account or another network. Runs as long as the on-ramp state exists.
 */
export const resetOnrampOnAccountChange = onActiveAccountChange(resetOnramp).pipe(Effect.withSpan("onramp.resetOnrampOnAccountChange"))
