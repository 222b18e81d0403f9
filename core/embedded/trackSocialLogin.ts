import { Effect, Option } from "effect"
import type { SocialOption } from "../../schemas/Forms.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { getActiveNetwork } from "../connection/getActiveNetwork.js"

/** Failures that are the person's choice: the popup or the modal closed before the login ended. */
const CANCELLATIONS: ReadonlySet<string> = new Set(["PopupClosed", "ModalClosed"])

/**
 * How a social login's step failed, as analytics hears it (WIRE §3.3): SOCIAL_LOGIN_CANCELED when
 * the person closed the popup or the modal, SOCIAL_LOGIN_ERROR for any other failure.
 */
export const trackSocialLoginFailure =
  (provider: SocialOption) =>
  <A, E extends { readonly _tag: string }, R>(step: Effect.Effect<A, E, R>) =>
    step.pipe(
      Effect.tapError((error) =>
        trackEvent({ type: "track", event: CANCELLATIONS.has(error._tag) ? "SOCIAL_LOGIN_CANCELED" : "SOCIAL_LOGIN_ERROR", properties: { provider } })
      )
    )

/**
 * How a social or Farcaster login ended, as analytics hears it (WIRE §3.3): SOCIAL_LOGIN_SUCCESS
 * with the network it connected on; SOCIAL_LOGIN_CANCELED when the person closed the popup or
 * the modal; SOCIAL_LOGIN_ERROR for any other failure.
 */
export const trackSocialLogin =
  (provider: SocialOption) =>
  <A, E extends { readonly _tag: string }, R>(login: Effect.Effect<A, E, R>) =>
    login.pipe(
      Effect.tap(() =>
        Effect.flatMap(getActiveNetwork, (network) =>
          trackEvent({
            type: "track",
            event: "SOCIAL_LOGIN_SUCCESS",
            properties: { provider, ...Option.match(network, { onNone: () => ({}), onSome: ({ caipNetworkId }) => ({ caipNetworkId }) }) }
          })
        )
      ),
      trackSocialLoginFailure(provider)
    )
