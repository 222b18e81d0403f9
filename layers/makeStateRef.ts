import { Effect, SubscriptionRef } from "effect"

/**
 * A state service that is one `SubscriptionRef` named `state`, made fresh from `initial` each time
 * it is built (an app instance and each test start from the initial value).
 */
export const makeStateRef = <A>(initial: A): Effect.Effect<{ readonly state: SubscriptionRef.SubscriptionRef<A> }> =>
  Effect.map(SubscriptionRef.make(initial), (state) => ({ state }))
