import { Effect } from "effect"
import { INITIAL_SEND_STATE } from "./initialSendState.js"
import { updateSendState } from "./updateSendState.js"

/** Clears the send state (SPEC §4: after a send succeeds, and on disconnect). */
export const resetSend = updateSendState(() => INITIAL_SEND_STATE).pipe(Effect.withSpan("send.resetSend"))
