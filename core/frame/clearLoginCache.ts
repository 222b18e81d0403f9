import { Effect } from "effect"
import { WALLET_SIGN_OUT_KEYS } from "../../schemas/StorageKeys.js"
import { removeStored } from "../storage/storedWithCodec.js"
import type { Storage } from "../services/Storage.js"

/**
 * Forgets the embedded-wallet login: flag, email, last chain, social user name (WIRE §4.8, SPEC §4),
 * and the social provider the modal keeps beside them (`@appkit/connected_social`, WIRE §5).
 * The session itself is the secure site's, in its own storage; the app holds no token of it.
 */
export const clearLoginCache: Effect.Effect<void, never, Storage> = Effect.forEach(
  [...WALLET_SIGN_OUT_KEYS, "@appkit/connected_social" as const],
  removeStored,
  { discard: true }
).pipe(Effect.withSpan("frame.clearLoginCache"))
