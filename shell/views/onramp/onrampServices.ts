import { Effect } from "effect"
import { OnrampState } from "../../../core/onramp/OnrampState.js"
import { INITIAL_ONRAMP_STATE } from "../../../core/onramp/initialOnrampState.js"
import { resetOnrampOnAccountChange } from "../../../core/onramp/resetOnrampOnAccountChange.js"
import type { SocialPopup } from "../../../core/services/SocialPopup.js"
import type { TimeZone } from "../../../core/services/TimeZone.js"
import { TokenBalanceFailures } from "../../../core/services/TokenBalanceFailures.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { AppServices } from "../../../layers/AppLive.js"
import { withPagePopup } from "../../../layers/SocialPopupBrowser.js"
import { withPageTimeZone } from "../../../layers/TimeZoneIntl.js"
import { makeTokenBalanceFailures } from "../../../layers/TokenBalanceFailuresLive.js"
import type { InstanceRuntime } from "../../runtime/InstanceRuntime.js"

/** The services the on-ramp programs need beyond the instance's: built with the buy view's chunk. */
export interface OnrampServices {
  readonly onramp: typeof OnrampState.Service
  /** The failure times of the token reads made after a purchase. */
  readonly failures: typeof TokenBalanceFailures.Service
}

const byRuntime = new WeakMap<object, OnrampServices>()

/**
 * The on-ramp state of an instance, made the first time the buy view opens and kept as long as
 * the instance; from then on it resets whenever the account changes or disconnects (SPEC §4).
 */
export const onrampServicesOf = (runtime: InstanceRuntime<AppServices>): OnrampServices => {
  const known = byRuntime.get(runtime)
  if (known !== undefined) return known
  const services: OnrampServices = {
    onramp: { state: Effect.runSync(makeStateRef(INITIAL_ONRAMP_STATE)) },
    failures: Effect.runSync(makeTokenBalanceFailures)
  }
  byRuntime.set(runtime, services)
  runtime.runFork(resetOnrampOnAccountChange.pipe(Effect.provideService(OnrampState, services.onramp)))
  return services
}

type Provided = OnrampState | TokenBalanceFailures | SocialPopup | TimeZone

/**
 * An on-ramp program with the on-ramp services provided, and the checkout window and time zone
 * the runtime was given (a test's), else the page's own.
 */
export const withOnrampServices =
  (services: OnrampServices) =>
  <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, Provided>> =>
    program.pipe(
      Effect.provideService(OnrampState, services.onramp),
      Effect.provideService(TokenBalanceFailures, services.failures),
      withPagePopup,
      withPageTimeZone
    ) as Effect.Effect<A, E, Exclude<R, Provided>>
