import { Effect } from "effect"
import { Storage } from "../services/Storage.js"

/**
 * Removes a session token an earlier version kept in the host page's storage (WIRE §4.8: AppKit
 * never writes SESSION_TOKEN_KEY). The session lives in the secure site's own storage, so a token
 * here only serves a script of the host page that reads it: it goes at start, on every page.
 */
export const dropHostSessionToken: Effect.Effect<void, never, Storage> = Effect.flatMap(Storage, (storage) =>
  storage.remove("@appkit-wallet/SESSION_TOKEN_KEY")
)
