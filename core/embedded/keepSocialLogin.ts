import { Effect } from "effect"
import type { SocialOption } from "../../schemas/Forms.js"
import type { Storage } from "../services/Storage.js"
import { writeStoredValue } from "../storage/storedValues.js"
import { removeStored } from "../storage/storedWithCodec.js"

/**
 * A social or Farcaster login accepted by the frame, kept in the login cache: the provider
 * (`@appkit/connected_social`, WIRE §5) and the account name it gave (`@appkit-wallet/SOCIAL_USERNAME`,
 * WIRE §4.8). Both go with the login (clearLoginCache).
 */
export const keepSocialLogin = (provider: SocialOption, userName: string | null | undefined): Effect.Effect<void, never, Storage> =>
  Effect.gen(function* () {
    yield* writeStoredValue("@appkit/connected_social", provider)
    if (userName === null || userName === undefined || userName === "") yield* removeStored("@appkit-wallet/SOCIAL_USERNAME")
    else yield* writeStoredValue("@appkit-wallet/SOCIAL_USERNAME", userName)
  }).pipe(Effect.orDie, Effect.withSpan("embedded.keepSocialLogin"))

/**
 * An email login accepted by the frame: a social login kept before it (without a disconnect
 * between) no longer names the embedded wallet.
 */
export const forgetSocialLogin: Effect.Effect<void, never, Storage> = Effect.gen(function* () {
  yield* removeStored("@appkit/connected_social")
  yield* removeStored("@appkit-wallet/SOCIAL_USERNAME")
}).pipe(Effect.orDie)
