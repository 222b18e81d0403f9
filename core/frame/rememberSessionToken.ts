import { Effect } from "effect"
import type { FrameNotice } from "./FrameNotice.js"
import { writeStoredValue } from "../storage/storedValues.js"
import type { Storage } from "../services/Storage.js"

/**
 * Keeps the session token the frame announces (SESSION_UPDATE, WIRE §4.4) in the app's own storage
 * (WIRE §4.8 SESSION_TOKEN_KEY): a browser partitions the frame's storage, so on a reload the
 * app hands the token back (IS_CONNECTED `{token}`) and the login survives. Other notices are not its concern.
 */
export const rememberSessionToken = (notice: FrameNotice): Effect.Effect<void, never, Storage> =>
  notice.type === "@w3m-frame/SESSION_UPDATE"
    ? writeStoredValue("@appkit-wallet/SESSION_TOKEN_KEY", notice.payload.token).pipe(Effect.orDie)
    : Effect.void
