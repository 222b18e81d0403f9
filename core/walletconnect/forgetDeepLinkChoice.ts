import type { Effect } from "effect"
import type { Storage } from "../services/Storage.js"
import { removeStored } from "../storage/storedWithCodec.js"

/**
 * Removes the deep-link choice (WIRE.md §5) when the session ends: the SDK removes it only from
 * its own storage, and a stale choice would bring the old wallet forward for the next session.
 */
export const forgetDeepLinkChoice: Effect.Effect<void, never, Storage> = removeStored("WALLETCONNECT_DEEPLINK_CHOICE")
